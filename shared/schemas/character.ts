import { z } from 'zod';
import { styles, ListSort } from '../enums.js';
import { idString, pageParams } from './common.js';
import { defineCall } from '../api/define.js';

export const photoSchema = z.object({
  id: z.string(),
  characterId: z.string(),
  /** Clear image for Premium or unlocked photos, else the blurred rendition. */
  url: z.string(),
  blurred: z.boolean(),
  locked: z.boolean(),
  unlockPrice: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  likeCount: z.number().int(),
});
export type Photo = z.infer<typeof photoSchema>;

export const characterCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int(),
  style: z.enum(styles),
  avatar: z.string(),
  cover: z.string(),
  tags: z.array(z.string()),
  intro: z.string(),
  chatCount: z.number().int(),
  likeCount: z.number().int(),
  createTime: z.number(),
});
export type CharacterCard = z.infer<typeof characterCardSchema>;

export const characterDetailSchema = characterCardSchema.extend({
  gender: z.string(),
  ethnicity: z.string(),
  eyeColor: z.string(),
  hairstyle: z.string(),
  hairColor: z.string(),
  body: z.string(),
  breast: z.string(),
  hip: z.string(),
  clothing: z.string(),
  kinks: z.array(z.string()),
  occupation: z.string(),
  personality: z.string(),
  relationship: z.string(),
  description: z.string(),
  greeting: z.string(),
  photos: z.array(photoSchema),
  isCustom: z.boolean(),
  ownerId: z.string().nullable(),
});
export type CharacterDetail = z.infer<typeof characterDetailSchema>;

export const scriptSchema = z.object({
  id: z.string(),
  characterId: z.string(),
  title: z.string(),
  description: z.string(),
  opening: z.string(),
  cover: z.string(),
  kind: z.enum(['story', 'post']),
  premiumOnly: z.boolean(),
  hidden: z.boolean(),
  locked: z.boolean(),
});
export type Script = z.infer<typeof scriptSchema>;

export const tagOptionSchema = z.object({ id: z.string(), name: z.string(), category: z.string(), recommended: z.boolean() });
export type TagOption = z.infer<typeof tagOptionSchema>;

const sortSchema = z.union([z.literal(ListSort.rec), z.literal(ListSort.hot), z.literal(ListSort.new)]);

const cardPage = z.object({ list: z.array(characterCardSchema), total: z.number().int() });

export const character = {
  list: defineCall(
    '/character/list',
    pageParams.extend({
      sort: sortSchema.default(ListSort.rec),
      style: z.enum(styles).optional(),
      tag: z.string().max(32).optional(),
    }),
    cardPage,
  ),
  list2: defineCall(
    '/character/list2',
    pageParams.extend({
      keyword: z.string().trim().max(64).optional(),
      tags: z.array(z.string().max(32)).max(10).optional(),
      style: z.enum(styles).optional(),
      sort: sortSchema.default(ListSort.hot),
    }),
    cardPage,
  ),
  detail: defineCall('/character/detail', z.object({ characterId: idString }), characterDetailSchema),
  scriptList: defineCall('/character/script/list', z.object({ characterId: idString }), z.object({ list: z.array(scriptSchema) })),
  tagOptions: defineCall(
    '/character-tag/options/list',
    z.object({ style: z.enum(styles).optional() }).passthrough(),
    z.object({ list: z.array(tagOptionSchema) }),
  ),
  photoList: defineCall(
    '/character/photograph/list',
    pageParams.extend({ characterId: idString }),
    z.object({ list: z.array(photoSchema), total: z.number().int() }),
  ),
} as const;
