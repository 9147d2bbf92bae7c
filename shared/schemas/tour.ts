import { z } from 'zod';
import { defineCall } from '../api/define.js';
import { emptyParams, listOf } from './common.js';
import { characterCardSchema, character } from './character.js';
import { chat, chatDoneSchema, chatMessageSchema, openedSessionSchema, sessionSchema } from './chat.js';
import { vipPlanSchema } from './config.js';

/** The tour's allowance (docs/visitors.md) and the Premium plans offered when it is spent. */
export const tourVipPageSchema = z.object({
  freeMessages: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  /** Whether the caller's tour messages are counted: a visitor who has neither signed up nor paid. */
  limited: z.boolean(),
  plans: z.array(vipPlanSchema),
});
export type TourVipPage = z.infer<typeof tourVipPageSchema>;

/**
 * The visitor tour: a visitor token (from /user/token) picks a character and chats with her,
 * five answered messages free; members use the same calls without the limit. Params are the chat
 * calls' own; the landing quiz's match calls live in the landing group.
 */
export const tour = {
  characterList: defineCall('/tour/character/list', character.list.params, listOf(characterCardSchema)),
  /** Opens (or resumes) the chat with her, with its first page and its header, like /session/from/character. */
  fromCharacter: defineCall('/tour/session/from/character', chat.fromCharacter.params, openedSessionSchema),
  /** JSON answer; with `Accept: text/event-stream` the same `done` data ends a stream. */
  send: defineCall('/tour/session/chat', chat.send.params, chatDoneSchema),
  list: defineCall('/tour/session/list', chat.list.params, listOf(sessionSchema)),
  messages: defineCall(
    '/tour/session/message/list',
    chat.messages.params,
    z.object({ list: z.array(chatMessageSchema), hasMore: z.boolean() }),
  ),
  vipPage: defineCall('/tour/session/open/vip/page', emptyParams, tourVipPageSchema),
} as const;
