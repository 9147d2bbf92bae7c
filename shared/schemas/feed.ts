import { z } from 'zod';
import { defineCall } from '../api/define.js';
import { photoSchema, scriptSchema } from './character.js';

const likeValue = z.union([z.literal(1), z.literal(0)]);

/** Who posted: enough for the post's header and the tap that opens her page. */
const posterSchema = z.object({ id: z.string(), name: z.string(), avatar: z.string() });

/**
 * A character's post: one of her published gallery photos with a caption. `photo` follows the
 * gallery's rule: the blurred rendition, locked, for a viewer who may not see it clear.
 */
export const postSchema = z.object({
  id: z.string(),
  character: posterSchema,
  caption: z.string(),
  photo: photoSchema,
  likeCount: z.number().int(),
  liked: z.boolean(),
  createTime: z.number(),
});
export type Post = z.infer<typeof postSchema>;

export const storyItemSchema = scriptSchema.extend({ character: posterSchema });
export type StoryItem = z.infer<typeof storyItemSchema>;

/** `cursor`: the `nextCursor` of the page before (none: the newest). */
const cursorParams = z.object({
  cursor: z
    .string()
    .trim()
    .max(128)
    .regex(/^\d{1,16}_[\w-]{1,64}$/, 'Bad cursor')
    .optional(),
  limit: z.number().int().min(1).max(50).default(10),
});

/** The Desire tabs: stories of every published character, and their posts, newest first. */
export const feed = {
  posts: defineCall(
    '/feed/post/list',
    cursorParams,
    /** `nextCursor`: null on the last page. */
    z.object({ list: z.array(postSchema), nextCursor: z.string().nullable() }),
  ),
  like: defineCall(
    '/feed/post/like',
    z.object({ postId: z.string().trim().min(1).max(64), like: likeValue }),
    z.object({ postId: z.string(), liked: z.boolean(), likeCount: z.number().int() }),
  ),
  stories: defineCall('/feed/story/list', cursorParams, z.object({ list: z.array(storyItemSchema), nextCursor: z.string().nullable() })),
} as const;
