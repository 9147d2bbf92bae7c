import { z } from 'zod';
import { limits } from '../constants.js';
import { idString } from './common.js';

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
});
export type ChatSession = z.infer<typeof sessionSchema>;

/** The `done` event of a reply and the JSON answer of /session/chat. */
export const chatDoneSchema = z.object({
  message: chatMessageSchema,
  userMessage: chatMessageSchema,
  energy: z.number().int(),
  goldBalance: z.number().int(),
});
export type ChatDone = z.infer<typeof chatDoneSchema>;

const content = z
  .string()
  .trim()
  .min(1, 'Operation failed, input field cannot be empty')
  .max(limits.messageMaxChars, `A message can be at most ${limits.messageMaxChars} characters`);

export const chat = {
  fromCharacter: { params: z.object({ characterId: idString, scriptId: idString.optional() }) },
  send: { params: z.object({ sessionId: idString, content, clientMsgId: z.string().trim().min(8).max(64) }) },
  regenerate: { params: z.object({ sessionId: idString, clientMsgId: z.string().trim().min(8).max(64) }) },
  list: { params: z.object({ page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(50).default(30) }) },
  messages: { params: z.object({ sessionId: idString, before: z.number().optional(), limit: z.number().int().min(1).max(100).default(30) }) },
  characterList: { params: z.object({}).passthrough() },
  memory: { params: z.object({ sessionId: idString }) },
  memoryUpdate: { params: z.object({ sessionId: idString, memory: z.string().max(4000) }) },
  photoRequest: { params: z.object({ sessionId: idString }) },
  photoUnlock: { params: z.object({ messageId: idString.optional(), photoId: idString.optional() }).refine((p) => p.messageId || p.photoId, 'messageId or photoId is required') },
  giftSend: { params: z.object({ sessionId: idString, giftId: idString }) },
  giftList: { params: z.object({}).passthrough() },
  scriptStatus: { params: z.object({ scriptId: idString }) },
} as const;
