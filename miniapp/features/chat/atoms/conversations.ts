import { atom, type Getter, type Setter } from 'jotai';
import { t } from '@lingui/core/macro';
import type { ChatDone, ChatMessage } from '../../../../shared/schemas/chat.js';
import { ErrorCode } from '../../../../shared/errors.js';
import { ApiError } from '../../../api/client.js';
import { patchProfileAtom } from '../../../state/profile.js';
import { platform } from '../../../platform/index.js';
import { fetchMessages, requestPhoto, sendGift, unlockPhoto, type GiftItem } from '../api/chat-api.js';
import { streamTurn, type TurnPath } from '../api/stream-chat.js';
import { touchSessionAtom } from './sessions.js';
import { reportChatErrorAtom } from './upsell.js';

const PAGE = 30;

/** Why a turn got no answer, shown in the failed bubble with its Retry. */
export interface Failure {
  code: number;
  text: string;
}

/** A message as the conversation shows it: the server's, or the user's own not yet answered. */
export interface LocalMessage extends ChatMessage {
  failure?: Failure;
}

/** The reply being prepared: typing dots, her growing text, the queue position. */
export interface PendingReply {
  kind: 'text' | 'regenerate' | 'gift' | 'photo';
  clientMsgId: string;
  text: string;
  queue: number | null;
  /** Regenerate: her replies the new one replaces, shown again if it fails. */
  replacing: LocalMessage[];
}

export interface Conversation {
  messages: LocalMessage[];
  hasMore: boolean;
  status: 'loading' | 'ready' | 'failed';
  /** Why loading failed: 1000 is a session that is not this user's (or does not exist). */
  errorCode: number | null;
  loadingOlder: boolean;
  reply: PendingReply | null;
  /** A regenerate that failed: retried with the same clientMsgId. */
  regenerateFailure: { clientMsgId: string; failure: Failure } | null;
}

const emptyConversation: Conversation = { messages: [], hasMore: false, status: 'loading', errorCode: null, loadingOlder: false, reply: null, regenerateFailure: null };

const conversationsBase = atom<Record<string, Conversation>>({});

/** Every conversation opened since login, kept while the user moves between chats. */
export const conversationsAtom = atom((get) => get(conversationsBase));

function update(get: Getter, set: Setter, sessionId: string, fn: (c: Conversation) => Conversation) {
  const all = get(conversationsBase);
  set(conversationsBase, { ...all, [sessionId]: fn(all[sessionId] ?? emptyConversation) });
}

function mergeMessages(older: LocalMessage[], newer: LocalMessage[]): LocalMessage[] {
  const ids = new Set(newer.map((m) => m.id));
  return [...older.filter((m) => !ids.has(m.id)), ...newer];
}

/** The messages shown plus the newest page from the server; unsent ones of this device stay last. */
function withNewest(shown: LocalMessage[], newest: ChatMessage[]): LocalMessage[] {
  const byId = new Map<string, LocalMessage>();
  for (const m of shown) if (!m.id.startsWith('local-')) byId.set(m.id, m);
  for (const m of newest) if (!(byId.get(m.id)?.failure)) byId.set(m.id, m);
  const server = [...byId.values()].sort((a, b) => a.createTime - b.createTime);
  const answered = new Set(server.map((m) => m.clientMsgId).filter(Boolean));
  return [...server, ...shown.filter((m) => m.id.startsWith('local-') && !answered.has(m.clientMsgId))];
}

function newClientMsgId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function failureOf(error: unknown): Failure {
  const code = error instanceof ApiError ? error.code : -1;
  let text: string;
  if (code === ErrorCode.aiUnavailable) text = t`She couldn't answer just now. Nothing was charged.`;
  else if (code === ErrorCode.notEnoughEnergy) text = t`Out of energy and coins. Nothing was sent.`;
  // The content policy's refusal comes translated from the server and says what happened.
  else if (code === ErrorCode.contentNotAllowed && error instanceof Error && error.message) text = error.message;
  // -1 or an HTTP status (the application's own codes are 1000 and up).
  else if (code === -1 || (code >= 400 && code < 1000)) text = t`Connection lost. Retry — you are never charged twice.`;
  else text = error instanceof Error ? error.message : String(error);
  return { code, text };
}

/** Messages of a session from the server (newest page), or the page opening a chat handed over. */
export const loadConversationAtom = atom(null, async (get, set, sessionId: string, seed?: { messages: ChatMessage[]; hasMore: boolean }) => {
  const existing = get(conversationsBase)[sessionId];
  if (seed) {
    update(get, set, sessionId, (c) => ({ ...c, messages: mergeMessages(c.messages, seed.messages), hasMore: seed.hasMore, status: 'ready' }));
    return;
  }
  if (existing?.status === 'loading') return;
  if (existing?.status === 'ready') {
    // Coming back to a chat: pick up what arrived meanwhile (another device, the bot), quietly.
    if (existing.reply) return;
    try {
      const page = await fetchMessages(sessionId, undefined, PAGE, { silent: true });
      update(get, set, sessionId, (c) => (c.reply ? c : { ...c, messages: withNewest(c.messages, page.list) }));
    } catch {
      // The chat on screen stays as it was.
    }
    return;
  }
  update(get, set, sessionId, (c) => ({ ...c, status: 'loading', errorCode: null }));
  try {
    const page = await fetchMessages(sessionId, undefined, PAGE, { silent: true });
    update(get, set, sessionId, (c) => ({ ...c, messages: mergeMessages(page.list, c.messages), hasMore: page.hasMore, status: 'ready' }));
  } catch (error) {
    update(get, set, sessionId, (c) => ({ ...c, status: 'failed', errorCode: error instanceof ApiError ? error.code : -1 }));
  }
});

/** Scroll-back paging: the page before the oldest message shown. */
export const loadOlderAtom = atom(null, async (get, set, sessionId: string) => {
  const c = get(conversationsBase)[sessionId];
  if (!c || !c.hasMore || c.loadingOlder || c.status !== 'ready') return;
  const oldest = c.messages.find((m) => !m.id.startsWith('local-'));
  if (!oldest) return;
  update(get, set, sessionId, (x) => ({ ...x, loadingOlder: true }));
  try {
    const page = await fetchMessages(sessionId, oldest.createTime, PAGE, { silent: true });
    update(get, set, sessionId, (x) => ({ ...x, messages: mergeMessages(page.list, x.messages), hasMore: page.hasMore, loadingOlder: false }));
  } catch {
    update(get, set, sessionId, (x) => ({ ...x, loadingOlder: false }));
  }
});

function applyDone(get: Getter, set: Setter, sessionId: string, done: ChatDone, replaced: (m: LocalMessage) => boolean) {
  set(patchProfileAtom, { energy: done.energy, goldBalance: done.goldBalance });
  update(get, set, sessionId, (c) => {
    const kept = c.messages.filter((m) => !replaced(m) && m.id !== done.message.id);
    const userIndex = kept.findIndex((m) => m.clientMsgId === done.userMessage.clientMsgId);
    if (userIndex >= 0) kept[userIndex] = done.userMessage;
    else kept.push(done.userMessage);
    return { ...c, messages: [...kept, done.message], reply: null };
  });
  set(touchSessionAtom, sessionId, done.message.content, done.message.createTime);
}

async function runTurn(get: Getter, set: Setter, sessionId: string, path: TurnPath, clientMsgId: string, content: string | undefined, replacing: LocalMessage[]) {
  const kind = path === '/session/regenerate' ? 'regenerate' : 'text';
  update(get, set, sessionId, (c) => ({ ...c, reply: { kind, clientMsgId, text: '', queue: null, replacing }, regenerateFailure: null }));
  const patchReply = (fn: (r: PendingReply) => PendingReply) =>
    update(get, set, sessionId, (c) => (c.reply?.clientMsgId === clientMsgId ? { ...c, reply: fn(c.reply) } : c));
  try {
    const done = await streamTurn(path, content === undefined ? { sessionId, clientMsgId } : { sessionId, clientMsgId, content }, {
      onToken: (piece) => patchReply((r) => ({ ...r, text: r.text + piece, queue: null })),
      onQueue: (position) => patchReply((r) => ({ ...r, queue: position })),
    });
    const replacedIds = new Set(replacing.map((m) => m.id));
    applyDone(get, set, sessionId, done, (m) => replacedIds.has(m.id));
  } catch (error) {
    const failure = failureOf(error);
    update(get, set, sessionId, (c) => {
      if (kind === 'regenerate') {
        return { ...c, messages: [...c.messages, ...replacing].sort((a, b) => a.createTime - b.createTime), reply: null, regenerateFailure: { clientMsgId, failure } };
      }
      return { ...c, reply: null, messages: c.messages.map((m) => (m.clientMsgId === clientMsgId ? { ...m, status: 'failed' as const, failure } : m)) };
    });
    // The failed bubble says what happened; only the upsell codes open a popup on top.
    set(reportChatErrorAtom, error, 'chat', false);
  }
}

const busy = (c: Conversation | undefined) => Boolean(c?.reply);

/** Send a message: the optimistic bubble at once, her reply streamed in, energy from `done`. */
export const sendMessageAtom = atom(null, async (get, set, sessionId: string, content: string) => {
  const text = content.trim();
  if (!text || busy(get(conversationsBase)[sessionId])) return false;
  const clientMsgId = newClientMsgId();
  const mine: LocalMessage = {
    id: `local-${clientMsgId}`, sessionId, role: 'user', kind: 'text', content: text, photo: null, giftId: null, clientMsgId, status: 'pending', createTime: Date.now(),
  };
  update(get, set, sessionId, (c) => ({ ...c, messages: [...c.messages, mine] }));
  platform().haptic('light');
  void runTurn(get, set, sessionId, '/session/chat', clientMsgId, text, []);
  return true;
});

/** Retry a turn that got no answer with the SAME clientMsgId: never answered or charged twice. */
export const retryMessageAtom = atom(null, async (get, set, sessionId: string, clientMsgId: string) => {
  const c = get(conversationsBase)[sessionId];
  const message = c?.messages.find((m) => m.clientMsgId === clientMsgId && m.role === 'user');
  if (!c || !message || busy(c)) return;
  update(get, set, sessionId, (x) => ({
    ...x,
    messages: x.messages.map((m) => (m.clientMsgId === clientMsgId ? { ...m, status: 'pending' as const, failure: undefined } : m)),
  }));
  platform().haptic('light');
  await runTurn(get, set, sessionId, '/session/chat', clientMsgId, message.content, []);
});

/** Her replies after the user's last message, when they can be written again (text only). */
export function regenerableReplies(messages: LocalMessage[]): LocalMessage[] {
  let lastUser = -1;
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i]!.role === 'user') {
      lastUser = i;
      break;
    }
  }
  if (lastUser < 0 || messages[lastUser]!.status !== 'done') return [];
  const after = messages.slice(lastUser + 1);
  return after.length > 0 && after.every((m) => m.role === 'assistant' && m.kind === 'text') ? after : [];
}

/** Write her last reply again; `retryId` repeats a failed regenerate with its own clientMsgId. */
export const regenerateAtom = atom(null, async (get, set, sessionId: string, retryId?: string) => {
  const c = get(conversationsBase)[sessionId];
  if (!c || busy(c)) return;
  const replacing = regenerableReplies(c.messages);
  if (replacing.length === 0) return;
  const ids = new Set(replacing.map((m) => m.id));
  update(get, set, sessionId, (x) => ({ ...x, messages: x.messages.filter((m) => !ids.has(m.id)) }));
  platform().haptic('light');
  await runTurn(get, set, sessionId, '/session/regenerate', retryId ?? newClientMsgId(), undefined, replacing);
});

/** Give her a gift: the coins move, the gift card appears and she thanks the user. */
export const sendGiftAtom = atom(null, async (get, set, sessionId: string, gift: GiftItem) => {
  if (busy(get(conversationsBase)[sessionId])) return false;
  const clientMsgId = newClientMsgId();
  update(get, set, sessionId, (c) => ({ ...c, reply: { kind: 'gift', clientMsgId, text: '', queue: null, replacing: [] } }));
  platform().haptic('medium');
  try {
    const result = await sendGift(sessionId, gift.id, { silent: true });
    set(patchProfileAtom, { goldBalance: result.goldBalance });
    update(get, set, sessionId, (c) => ({ ...c, reply: null, messages: mergeMessages(c.messages, result.message ? [result.gift, result.message] : [result.gift]) }));
    const last = result.message ?? result.gift;
    set(touchSessionAtom, sessionId, last.content, last.createTime);
    platform().haptic('success');
    return true;
  } catch (error) {
    update(get, set, sessionId, (c) => ({ ...c, reply: null }));
    set(reportChatErrorAtom, error, 'gift');
    return false;
  }
});

/** Ask her for a photo: Premium gets it clear for 50 coins, free users a blurred teaser. */
export const askPhotoAtom = atom(null, async (get, set, sessionId: string) => {
  if (busy(get(conversationsBase)[sessionId])) return;
  const clientMsgId = newClientMsgId();
  update(get, set, sessionId, (c) => ({ ...c, reply: { kind: 'photo', clientMsgId, text: '', queue: null, replacing: [] } }));
  platform().haptic('light');
  try {
    const result = await requestPhoto(sessionId, { silent: true });
    set(patchProfileAtom, { goldBalance: result.goldBalance });
    update(get, set, sessionId, (c) => ({ ...c, reply: null, messages: mergeMessages(c.messages, [result.message]) }));
    set(touchSessionAtom, sessionId, result.message.content, result.message.createTime);
  } catch (error) {
    update(get, set, sessionId, (c) => ({ ...c, reply: null }));
    set(reportChatErrorAtom, error, 'photo');
  }
});

/** Unlock a blurred photo she sent for 50 coins; the clear picture replaces the teaser. */
export const unlockPhotoAtom = atom(null, async (get, set, sessionId: string, messageId: string) => {
  try {
    const result = await unlockPhoto(messageId, { silent: true });
    set(patchProfileAtom, { goldBalance: result.goldBalance });
    update(get, set, sessionId, (c) => ({
      ...c,
      messages: c.messages.map((m) => (m.id === messageId && m.photo ? { ...m, photo: { ...m.photo, url: result.url, locked: false } } : m)),
    }));
    platform().haptic('success');
    return true;
  } catch (error) {
    set(reportChatErrorAtom, error, 'unlock');
    return false;
  }
});

export const resetConversationsAtom = atom(null, (_get, set) => set(conversationsBase, {}));
