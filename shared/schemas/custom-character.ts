import { z } from 'zod';
import {
  bodies,
  clothings,
  ethnicities,
  eyeColors,
  genders,
  hairColors,
  hairstyles,
  kinks,
  occupations,
  personalities,
  relationships,
  sizes,
} from '../attributes.js';
import { limits } from '../constants.js';
import { ErrorText } from '../errors.js';
import { styles } from '../enums.js';
import { idString, pageParams } from './common.js';
import { photoSchema } from './character.js';
import { defineCall } from '../api/define.js';

/** Coins for one generation (portrait + gallery) when it is not the Premium free creation. */
export const CUSTOM_CHARACTER_PRICE = 100;
/** Photos drawn per generation: the portrait (variant 0) and the gallery. */
export const CUSTOM_CHARACTER_IMAGES = 5;

export const ModerationText = {
  kinksMax: `Choose at most ${limits.kinksMax} kinks`,
  ageMin: `Characters must be at least ${limits.adultAge} years old`,
  ageMax: `Age must be at most ${limits.maxAge}`,
  photoTooBig: 'Photo max 5M',
  neverPrivate: 'A published character cannot be made private again',
} as const;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const tagSchema = z.string().trim().min(1, ErrorText.emptyInput).max(24, 'A tag has at most 24 characters');

/** The looks an image is drawn from; changing them needs a rebuild. */
const appearanceFields = {
  style: z.enum(styles),
  age: z
    .number({ error: ModerationText.ageMin })
    .int()
    .min(limits.adultAge, ModerationText.ageMin)
    .max(limits.maxAge, ModerationText.ageMax),
  ethnicity: z.enum(ethnicities),
  eyeColor: z.enum(eyeColors),
  hairstyle: z.enum(hairstyles),
  hairColor: z.enum(hairColors),
  body: z.enum(bodies),
  breast: z.enum(sizes),
  hip: z.enum(sizes),
  clothing: z.enum(clothings),
};

/** Who she is; editable after creation without new pictures. */
const personaFields = {
  // `man` is accepted here so the content policy can answer it with its own 2004 reason.
  gender: z.enum(genders).default('woman'),
  kinks: z.array(z.enum(kinks)).max(limits.kinksMax, ModerationText.kinksMax).default([]),
  occupation: z.enum(occupations),
  personality: z.enum(personalities),
  relationship: z.enum(relationships),
  name: text(40),
  description: text(2000),
  tags: z.array(tagSchema).max(10, 'At most 10 tags').default([]),
};

/** Nothing anyone would see: empty, or only spaces and invisible format characters (two zero-width spaces made a name). */
const blank = (s: string) => !/[^\s\p{Cf}]/u.test(s);

const requireTexts = (v: { name?: string; description?: string }, ctx: z.RefinementCtx) => {
  // Issued without a path so the client toast shows the spec's sentence as it is.
  if (v.name !== undefined && blank(v.name)) ctx.addIssue({ code: 'custom', message: ErrorText.emptyInput });
  else if (v.description !== undefined && blank(v.description)) ctx.addIssue({ code: 'custom', message: ErrorText.descriptionRequired });
};

const createParams = z
  .object({
    mode: z.enum(['template', 'prompt']),
    ...appearanceFields,
    ...personaFields,
    prompt: text(1000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'prompt' && !v.prompt) ctx.addIssue({ code: 'custom', message: ErrorText.emptyInput });
    else requireTexts(v, ctx);
  });
export type CreateCustomCharacter = z.output<typeof createParams>;

// Without the defaults of creation: a field left out of an edit keeps its value (a default [] wiped her kinks and tags).
const personaEdit = z.object({
  kinks: personaFields.kinks.unwrap().optional(),
  occupation: personaFields.occupation.optional(),
  personality: personaFields.personality.optional(),
  relationship: personaFields.relationship.optional(),
  name: personaFields.name.optional(),
  description: personaFields.description.optional(),
  greeting: text(1000).optional(),
  tags: personaFields.tags.unwrap().optional(),
});
export type PersonaEdit = z.output<typeof personaEdit>;

const visibilitySchema = z.union([z.literal(0), z.literal(1)]);
const idParams = z.object({ id: idString });

export const customCharacterListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  style: z.enum(styles),
  avatar: z.string(),
  cover: z.string(),
  state: z.number().int(),
  visibility: z.number().int(),
  release: z.number().int(),
  progress: z.number().int(),
  failReason: z.string(),
  createTime: z.number(),
});
export type CustomCharacterListItem = z.infer<typeof customCharacterListItemSchema>;

export const customCharacterSchema = customCharacterListItemSchema.extend({
  mode: z.enum(['template', 'prompt', 'card']),
  prompt: z.string(),
  gender: z.string(),
  age: z.number().int(),
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
  alternateGreetings: z.array(z.string()),
  scenario: z.string(),
  tags: z.array(z.string()),
  cost: z.number().int(),
  customType: z.number().int(),
  photos: z.array(photoSchema),
  updateTime: z.number(),
});
export type CustomCharacter = z.infer<typeof customCharacterSchema>;

const stateData = z.object({ id: z.string(), state: z.number().int() });

export const customCharacter = {
  list: defineCall(
    '/custom-character/list',
    pageParams,
    z.object({
      list: z.array(customCharacterListItemSchema),
      total: z.number().int(),
      /** Coins a creation or rebuild costs, and whether the Premium free template creation is still open. */
      createPrice: z.number().int(),
      memberFreeAvailable: z.boolean(),
    }),
  ),
  randomPrompt: defineCall(
    '/custom-character/random-prompt',
    z.object({ lang: z.string().max(16).optional() }),
    z.object({ prompt: z.string() }),
  ),
  create: defineCall('/custom-character/create', createParams, stateData),
  detail: defineCall('/custom-character/detail', idParams, customCharacterSchema),
  delete: defineCall('/custom-character/delete', idParams, z.object({ id: z.string() })),
  confirm: defineCall('/custom-character/confirm', z.object({ id: idString, visibility: visibilitySchema }), customCharacterSchema),
  editBeforeConfirm: defineCall(
    '/custom-character/edit-before-confirm',
    personaEdit.extend({ id: idString }).superRefine(requireTexts),
    customCharacterSchema,
  ),
  editNick: defineCall(
    '/custom-character/edit-nick',
    z.object({ id: idString, name: personaFields.name }).superRefine(requireTexts),
    customCharacterSchema,
  ),
  edit: defineCall(
    '/custom-character/edit',
    personaEdit.extend({ id: idString, visibility: visibilitySchema.optional() }).superRefine(requireTexts),
    customCharacterSchema,
  ),
  /** Draw the pictures again, optionally with changed looks. */
  rebuild: defineCall('/custom-character/rebuild', z.object(appearanceFields).partial().extend({ id: idString }), stateData),
  importCard: defineCall(
    '/custom-character/import-card',
    z.object({
      // base64 grows 4/3: a 5 MB file is at most ~6.7 M characters; the byte limit is checked after decoding.
      file: z
        .string()
        .min(1, ErrorText.emptyInput)
        .max(Math.ceil((limits.photoMaxBytes * 4) / 3) + 1024, ModerationText.photoTooBig),
      fileName: z.string().trim().max(200).default('card.png'),
      style: z.enum(styles).optional(),
    }),
    stateData,
  ),
} as const;

const likeValue = z.union([z.literal(1), z.literal(0), z.literal(-1)]);

export const photograph = {
  /** The gallery of the user's own characters, in the clear, newest first. */
  listSelf: defineCall(
    '/character/photograph/list-self',
    pageParams.extend({ characterId: idString.optional() }),
    z.object({ list: z.array(photoSchema), total: z.number().int() }),
  ),
  edit: defineCall(
    '/character/photograph/edit',
    z
      .object({ photoId: idString, setCover: z.boolean().optional(), remove: z.boolean().optional() })
      .refine((v) => v.setCover || v.remove, { message: 'Nothing to change: set setCover or remove' }),
    /** `cover`: the new cover's URL when `setCover` was asked. */
    z.object({ photoId: z.string(), removed: z.boolean(), cover: z.string().optional() }),
  ),
  likeOp: defineCall(
    '/character/photograph/like-op',
    z.object({ photoId: idString, like: likeValue }),
    z.object({ photoId: z.string(), like: likeValue, likeCount: z.number().int() }),
  ),
  statics: defineCall(
    '/character/photograph/statics',
    z.object({ characterId: idString }),
    /** `myLikes`: this viewer's like (1) or dislike (-1) by photo id. */
    z.object({
      characterId: z.string(),
      photoCount: z.number().int(),
      likeCount: z.number().int(),
      myLikes: z.record(z.string(), z.number().int()),
    }),
  ),
  /**
   * The photos the caller paid for (unlocked with coins or Stars, bought in chat, delivered by an
   * order), newest first, in the clear, with whose they are: theirs to keep, her creator deleting
   * her included.
   */
  unlocked: defineCall(
    '/character/photograph/unlocked',
    pageParams,
    z.object({
      list: z.array(
        z.object({
          id: z.string(),
          url: z.string(),
          width: z.number().int(),
          height: z.number().int(),
          characterId: z.string(),
          characterName: z.string(),
          /** Her creator deleted her: her page and chat are gone for new things. */
          characterGone: z.boolean(),
          unlockTime: z.number(),
        }),
      ),
      total: z.number().int(),
    }),
  ),
  /** One more gallery photo of the user's own character (Premium, 50 coins). */
  generate: defineCall(
    '/character/photograph/generate',
    z.object({ characterId: idString }),
    z.object({ photo: photoSchema, goldBalance: z.number().int() }),
  ),
} as const;
