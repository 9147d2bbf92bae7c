import type { ChatMessage, ChatSession } from '../../../../shared/schemas/chat.js';
import { call, type CallOptions } from '../../../api/client.js';

export interface OpenedSession {
  sessionId: string;
  characterId: string;
  scriptId: string | null;
  resumed: boolean;
  messages: ChatMessage[];
  hasMore: boolean;
}

export interface MessagePage {
  list: ChatMessage[];
  hasMore: boolean;
}

export interface GiftItem {
  id: string;
  emoji: string;
  name: string;
  price: number;
  premiumOnly: boolean;
  locked: boolean;
}

export interface GiftCatalogue {
  list: GiftItem[];
  /** null for Premium: no daily limit. */
  dailyLimit: number | null;
  remainingToday: number | null;
}

/** The chat calls of docs/api.md, typed from shared/schemas/chat.ts. Upsell codes are the caller's. */
export const fetchSessions = (page: number, pageSize: number, options?: CallOptions) =>
  call<{ list: ChatSession[]; total: number }>('/session/list', { page, pageSize }, options);

export const openSessionWith = (characterId: string, scriptId: string | undefined, options?: CallOptions) =>
  call<OpenedSession>('/session/from/character', scriptId ? { characterId, scriptId } : { characterId }, options);

export const fetchMessages = (sessionId: string, before: number | undefined, limit: number, options?: CallOptions) =>
  call<MessagePage>('/session/message/list', before === undefined ? { sessionId, limit } : { sessionId, before, limit }, options);

export const fetchMemory = (sessionId: string, options?: CallOptions) => call<{ memory: string }>('/session/memory', { sessionId }, options);

export const saveMemory = (sessionId: string, memory: string, options?: CallOptions) =>
  call<{ memory: string }>('/session/memory/update', { sessionId, memory }, options);

export const requestPhoto = (sessionId: string, options?: CallOptions) =>
  call<{ message: ChatMessage; goldBalance: number; locked: boolean }>('/session/photo/request', { sessionId }, options);

export const unlockPhoto = (messageId: string, options?: CallOptions) =>
  call<{ photoId: string; url: string; goldBalance: number }>('/session/photo/unlock', { messageId }, options);

export const fetchGifts = (options?: CallOptions) => call<GiftCatalogue>('/gift/list', {}, options);

export const sendGift = (sessionId: string, giftId: string, options?: CallOptions) =>
  call<{ gift: ChatMessage; message: ChatMessage | null; goldBalance: number }>('/session/gift/send', { sessionId, giftId }, options);
