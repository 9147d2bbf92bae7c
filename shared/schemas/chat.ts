import { z } from 'zod';
import { limits } from '../constants.js';
import { emptyParams, idString } from './common.js';
import { defineCall } from '../api/define.js';
import { relationshipSchema, usedFactSchema } from './memory.js';

export const chatMessageSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  role: z.enum(['user', 'assistant']),
  kind: z.enum(['text', 'photo', 'gift']),
  content: z.string(),
  /** Photo messages: the blurred URL unless the viewer may see it clear. */
  photo: z.object({ id: z.string(), url: z.string(), locked: z.boolean(), unlockPrice: z.number().int() }).nullable(),
  giftId: z.string().nullable(),
  clientMsgId: z.string().nullable(),
  status: z.enum(['pending', 'done', 'failed']),
  createTime: z.number(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const sessionSchema = z.object({
  id: z.string(),
  characterId: z.string(),
  characterName: z.string(),
  characterAvatar: z.string(),
  relationship: z.string(),
  scriptId: z.string().nullable(),
  scriptTitle: z.string().nullable(),
  lastMessage: z.string(),
  updateTime: z.number(),
  /** Her creator deleted her (see the head's `gone`). */
  characterGone: z.boolean().optional(),
});
export type ChatSession = z.infer<typeof sessionSchema>;

/** The `done` event of a reply and the JSON answer of /session/chat. */
export const chatDoneSchema = z.object({
  message: chatMessageSchema,
  userMessage: chatMessageSchema,
  energy: z.number().int(),
  goldBalance: z.number().int(),
  /** Optional: the remembered facts this reply used (docs/memory.md). */
  usedFacts: z.array(usedFactSchema).optional(),
  /** Optional: the relationship after this turn, with its change. */
  relationship: relationshipSchema.optional(),
});
export type ChatDone = z.infer<typeof chatDoneSchema>;

/** The `data` of `/session/photo/request`'s 2003 (a free user's hourly photo is taken): when the chat's next is due. */
export interface PhotoLimitData {
  nextPhotoAt: number;
}

const content = z
  .string()
  .trim()
  .min(1, 'Operation failed, input field cannot be empty')
  .max(limits.messageMaxChars, `A message can be at most ${limits.messageMaxChars} characters`);

/** Who the user is talking to, so a conversation renders its header without more calls. */
export const sessionHeadSchema = z.object({
  character: z.object({
    id: z.string(),
    name: z.string(),
    avatar: z.string(),
    relationship: z.string(),
    age: z.number().int(),
    /** Her creator deleted her: the chat stays readable, nothing new can be sent (docs/money.md). */
    gone: z.boolean().optional(),
  }),
  script: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type SessionHeadData = z.infer<typeof sessionHeadSchema>;

const messagePageSchema = z.object({ list: z.array(chatMessageSchema), hasMore: z.boolean() });

export const openedSessionSchema = sessionHeadSchema.extend({
  sessionId: z.string(),
  characterId: z.string(),
  scriptId: z.string().nullable(),
  resumed: z.boolean(),
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});
export type OpenedSession = z.infer<typeof openedSessionSchema>;

export const giftItemSchema = z.object({
  id: z.string(),
  emoji: z.string(),
  name: z.string(),
  price: z.number().int(),
  premiumOnly: z.boolean(),
  locked: z.boolean(),
});
export type GiftItem = z.infer<typeof giftItemSchema>;

const memorySchema = z.object({ memory: z.string() });
const clientMsgId = z.string().trim().min(8).max(64);

export const chat = {
  fromCharacter: defineCall(
    '/session/from/character',
    z.object({ characterId: idString, scriptId: idString.optional() }),
    openedSessionSchema,
  ),
  /** JSON answer; with `Accept: text/event-stream` the same `done` data ends a stream. */
  send: defineCall('/session/chat', z.object({ sessionId: idString, content, clientMsgId }), chatDoneSchema),
  regenerate: defineCall('/session/regenerate', z.object({ sessionId: idString, clientMsgId }), chatDoneSchema),
  list: defineCall(
    '/session/list',
    z.object({ page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(50).default(30) }),
    z.object({ list: z.array(sessionSchema), total: z.number().int() }),
  ),
  /** A page of messages (newest first from `before`, oldest first in the list) and the header. */
  messages: defineCall(
    '/session/message/list',
    z.object({ sessionId: idString, before: z.number().optional(), limit: z.number().int().min(1).max(100).default(30) }),
    messagePageSchema.merge(sessionHeadSchema),
  ),
  characterList: defineCall(
    '/session/character/list',
    emptyParams,
    z.object({ list: z.array(z.object({ id: z.string(), name: z.string(), avatar: z.string(), lastTime: z.number() })) }),
  ),
  memory: defineCall('/session/memory', z.object({ sessionId: idString }), memorySchema),
  memoryUpdate: defineCall('/session/memory/update', z.object({ sessionId: idString, memory: z.string().max(4000) }), memorySchema),
  photoRequest: defineCall(
    '/session/photo/request',
    z.object({ sessionId: idString }),
    z.object({ message: chatMessageSchema, goldBalance: z.number().int(), locked: z.boolean() }),
  ),
  photoUnlock: defineCall(
    '/session/photo/unlock',
    z
      .object({ messageId: idString.optional(), photoId: idString.optional() })
      .refine((p) => p.messageId || p.photoId, 'messageId or photoId is required'),
    z.object({ photoId: z.string(), url: z.string(), goldBalance: z.number().int() }),
  ),
  giftSend: defineCall(
    '/session/gift/send',
    z.object({ sessionId: idString, giftId: idString }),
    z.object({ gift: chatMessageSchema, message: chatMessageSchema.nullable(), goldBalance: z.number().int() }),
  ),
  giftList: defineCall(
    '/gift/list',
    emptyParams,
    z.object({ list: z.array(giftItemSchema), dailyLimit: z.number().int().nullable(), remainingToday: z.number().int().nullable() }),
  ),
  scriptStatus: defineCall(
    '/user/character-script/status',
    z.object({ scriptId: idString }),
    z.object({
      saved: z.boolean(),
      premiumRequired: z.boolean(),
      sessionId: z.string().nullable(),
      step: z.number().int(),
      updateTime: z.number(),
    }),
  ),
} as const;
