import type { ChatMessage, ChatSession } from '../../shared/schemas/chat.js';
import { call, type CallOptions } from './client.js';

/**
 * More photos of a character, made the way she sends one in chat: `/v1/session/photo/request` on
 * the user's session with her (Premium: 50 coins, a clear photo; the photo also appears in that chat).
 */
export const openSessionFor = (characterId: string, options?: CallOptions) =>
  call<{ sessionId: string; characterId: string }>('/session/from/character', { characterId }, options);

export const requestCharacterPhoto = (sessionId: string, options?: CallOptions) =>
  call<{ message: ChatMessage; goldBalance: number; locked: boolean }>('/session/photo/request', { sessionId }, options);

export const fetchSessionMessages = (sessionId: string, limit: number, options?: CallOptions) =>
  call<{ list: ChatMessage[]; hasMore: boolean }>('/session/message/list', { sessionId, limit }, options);

export const fetchSessionList = (page: number, pageSize: number, options?: CallOptions) =>
  call<{ list: ChatSession[]; total: number }>('/session/list', { page, pageSize }, options);
