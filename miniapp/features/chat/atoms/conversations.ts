import { atom, type Getter, type Setter } from 'jotai';
import { t } from '@lingui/core/macro';
import type { ChatDone, ChatMessage, GiftItem } from '../../../../shared/schemas/chat.js';
import { ErrorCode } from '../../../../shared/errors.js';
import { notifyManager } from '@tanstack/react-query';
import { ApiError } from '../../../api/client.js';
import { queryClient } from '../../../api/query-client.js';
import { patchProfileAtom } from '../../../state/profile.js';
import { tokenAtom } from '../../../state/session.js';
import { platform } from '../../../platform/index.js';
import { chatKeys } from '../api/keys.js';
import { patchMessage, putMessages, serverMessages, settleMessages, type MessagePages } from '../api/messages.js';
import { requestPhoto, unlockPhoto } from '../api/photos.js';
import { sendGift } from '../api/gifts.js';
import { touchSession } from '../api/sessions.js';
import { streamTurn, type TurnPath } from '../api/stream-chat.js';
import { rememberDone } from '../api/memory.js';
import { reportChatErrorAtom } from './upsell.js';

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

/** What the conversation shows: the server's messages (the query cache) with this device's turn on top. */
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

/** What this device adds to a chat until the server's answer is in the cache. */
export interface LocalTurns {
  /** The user's messages sent from here that the server has not answered with yet (`local-…` ids). */
  unsent: LocalMessage[];
  /** A turn's state on the user's message, by clientMsgId, until the server's copy is done. */
  marks: Record<string, { status: 'pending' | 'failed'; failure?: Failure }>;
  /** Her replies hidden while a regenerate writes them again. */
  hidden: string[];
  reply: PendingReply | null;
  regenerateFailure: { clientMsgId: string; failure: Failure } | null;
}

const noTurns: LocalTurns = { unsent: [], marks: {}, hidden: [], reply: null, regenerateFailure: null };

const turnsBase = atom<Record<string, LocalTurns>>({});

/** The turns of every chat opened since login, kept while the user moves between chats. */
export const turnsAtom = atom((get) => get(turnsBase));

function update(get: Getter, set: Setter, sessionId: string, fn: (c: LocalTurns) => LocalTurns) {
  const all = get(turnsBase);
  set(turnsBase, { ...all, [sessionId]: fn(all[sessionId] ?? noTurns) });
}

/**
 * The messages shown: the server's, her replies being written again left out, the user's unsent
 * ones in their place by time, each user message with its turn's state until the server's copy
 * is done.
 */
export function shownMessages(data: MessagePages | undefined, turns: LocalTurns | undefined): LocalMessage[] {
  const local = turns ?? noTurns;
  const server = serverMessages(data);
  const hidden = new Set(local.hidden);
  const answered = new Set(server.map((m) => m.clientMsgId).filter(Boolean));
  const marked = (m: LocalMessage): LocalMessage => {
    const mark = m.role === 'user' && m.clientMsgId && m.status !== 'done' ? local.marks[m.clientMsgId] : undefined;
    return mark ? { ...m, ...mark } : m;
  };
  return [...server.filter((m) => !hidden.has(m.id)), ...local.unsent.filter((m) => !answered.has(m.clientMsgId))]
    .map(marked)
    .sort((a, b) => a.createTime - b.createTime);
}

/** The messages of a chat as the server has them now (for the actions below). */
const messagesNow = (get: Getter, sessionId: string) =>
  shownMessages(queryClient.getQueryData<MessagePages>(chatKeys.messages(get(tokenAtom), sessionId)), get(turnsBase)[sessionId]);

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

/** The user's own message on screen at once, after everything shown (her reply may be timed ahead). */
function optimistic(get: Getter, sessionId: string, clientMsgId: string, content: string): LocalMessage {
  const last = messagesNow(get, sessionId).at(-1);
  const createTime = Math.max(Date.now(), (last?.createTime ?? 0) + 1);
  return {
    id: `local-${clientMsgId}`,
    sessionId,
    role: 'user',
    kind: 'text',
    content,
    photo: null,
    giftId: null,
    clientMsgId,
    status: 'pending',
    createTime,
  };
}

/**
 * The server's answer into the query cache and the turn's local state off, in one render (the
 * cache tells its observers a moment later; the local change waits in the same queue).
 */
async function settle(
  get: Getter,
  set: Setter,
  sessionId: string,
  add: ChatMessage[],
  remove: string[],
  local: (c: LocalTurns) => LocalTurns,
) {
  const token = get(tokenAtom);
  await settleMessages(token, sessionId);
  notifyManager.batch(() => {
    putMessages(token, sessionId, add, remove);
    notifyManager.schedule(() => update(get, set, sessionId, local));
  });
  const last = add.at(-1);
  if (last) touchSession(token, sessionId, last.content, last.createTime);
}

const withoutMark = (marks: LocalTurns['marks'], clientMsgId: string) => {
  const { [clientMsgId]: _, ...rest } = marks;
  return rest;
};

async function applyDone(get: Getter, set: Setter, sessionId: string, clientMsgId: string, done: ChatDone, replacing: LocalMessage[]) {
  set(patchProfileAtom, { energy: done.energy, goldBalance: done.goldBalance });
  rememberDone(get(tokenAtom), sessionId, done);
  await settle(
    get,
    set,
    sessionId,
    [done.userMessage, done.message],
    replacing.map((m) => m.id),
    (c) => ({
      ...c,
      unsent: c.unsent.filter((m) => m.clientMsgId !== clientMsgId),
      marks: withoutMark(c.marks, clientMsgId),
      hidden: [],
      reply: null,
    }),
  );
}

async function runTurn(
  get: Getter,
  set: Setter,
  sessionId: string,
  path: TurnPath,
  clientMsgId: string,
  content: string | undefined,
  replacing: LocalMessage[],
) {
  const kind = path === '/session/regenerate' ? 'regenerate' : 'text';
  update(get, set, sessionId, (c) => ({ ...c, reply: { kind, clientMsgId, text: '', queue: null, replacing }, regenerateFailure: null }));
  const patchReply = (fn: (r: PendingReply) => PendingReply) =>
    update(get, set, sessionId, (c) => (c.reply?.clientMsgId === clientMsgId ? { ...c, reply: fn(c.reply) } : c));
  try {
    const done = await streamTurn(path, content === undefined ? { sessionId, clientMsgId } : { sessionId, clientMsgId, content }, {
      onToken: (piece) => patchReply((r) => ({ ...r, text: r.text + piece, queue: null })),
      onQueue: (position) => patchReply((r) => ({ ...r, queue: position })),
    });
    await applyDone(get, set, sessionId, clientMsgId, done, replacing);
  } catch (error) {
    const failure = failureOf(error);
    update(get, set, sessionId, (c) => {
      // Her replies come back where they were; a failed message keeps its bubble with Retry.
      if (kind === 'regenerate') return { ...c, hidden: [], reply: null, regenerateFailure: { clientMsgId, failure } };
      return { ...c, reply: null, marks: { ...c.marks, [clientMsgId]: { status: 'failed', failure } } };
    });
    // The failed bubble says what happened; only the upsell codes open a popup on top.
    set(reportChatErrorAtom, error, 'chat', false);
  }
}

const busy = (c: LocalTurns | undefined) => Boolean(c?.reply);

/** Send a message: the optimistic bubble at once, her reply streamed in, energy from `done`. */
export const sendMessageAtom = atom(null, async (get, set, sessionId: string, content: string) => {
  const text = content.trim();
  if (!text || busy(get(turnsBase)[sessionId])) return false;
  const clientMsgId = newClientMsgId();
  const mine = optimistic(get, sessionId, clientMsgId, text);
  update(get, set, sessionId, (c) => ({ ...c, unsent: [...c.unsent, mine], marks: { ...c.marks, [clientMsgId]: { status: 'pending' } } }));
  platform().haptic('light');
  void runTurn(get, set, sessionId, '/session/chat', clientMsgId, text, []);
  return true;
});

/** Retry a turn that got no answer with the SAME clientMsgId: never answered or charged twice. */
export const retryMessageAtom = atom(null, async (get, set, sessionId: string, clientMsgId: string) => {
  const c = get(turnsBase)[sessionId];
  const message = messagesNow(get, sessionId).find((m) => m.clientMsgId === clientMsgId && m.role === 'user');
  if (!message || busy(c)) return;
  update(get, set, sessionId, (x) => ({ ...x, marks: { ...x.marks, [clientMsgId]: { status: 'pending' } } }));
  platform().haptic('light');
  await runTurn(get, set, sessionId, '/session/chat', clientMsgId, message.content, []);
});

/** A reply to one of the user's turns (the server keys it `<turn's clientMsgId>:reply`). */
const isTurnReply = (m: LocalMessage) => m.clientMsgId?.endsWith(':reply') ?? false;

/**
 * Her replies after the user's last message, when they can be written again (text only). What
 * she sent otherwise since (a creator's delivered story, a first message) is not replaced: the
 * server keeps it, so it stays shown.
 */
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
  return after.length > 0 && after.every((m) => m.role === 'assistant' && m.kind === 'text') ? after.filter(isTurnReply) : [];
}

/** Write her last reply again; `retryId` repeats a failed regenerate with its own clientMsgId. */
export const regenerateAtom = atom(null, async (get, set, sessionId: string, retryId?: string) => {
  if (busy(get(turnsBase)[sessionId])) return;
  const replacing = regenerableReplies(messagesNow(get, sessionId));
  if (replacing.length === 0) return;
  update(get, set, sessionId, (x) => ({ ...x, hidden: replacing.map((m) => m.id) }));
  platform().haptic('light');
  await runTurn(get, set, sessionId, '/session/regenerate', retryId ?? newClientMsgId(), undefined, replacing);
});

/** Give her a gift: the coins move, the gift card appears and she thanks the user. */
export const sendGiftAtom = atom(null, async (get, set, sessionId: string, gift: GiftItem) => {
  if (busy(get(turnsBase)[sessionId])) return false;
  const clientMsgId = newClientMsgId();
  update(get, set, sessionId, (c) => ({ ...c, reply: { kind: 'gift', clientMsgId, text: '', queue: null, replacing: [] } }));
  platform().haptic('medium');
  try {
    const result = await sendGift(sessionId, gift.id);
    set(patchProfileAtom, { goldBalance: result.goldBalance });
    await settle(get, set, sessionId, result.message ? [result.gift, result.message] : [result.gift], [], (c) => ({ ...c, reply: null }));
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
  if (busy(get(turnsBase)[sessionId])) return;
  const clientMsgId = newClientMsgId();
  update(get, set, sessionId, (c) => ({ ...c, reply: { kind: 'photo', clientMsgId, text: '', queue: null, replacing: [] } }));
  platform().haptic('light');
  try {
    const result = await requestPhoto(sessionId);
    set(patchProfileAtom, { goldBalance: result.goldBalance });
    await settle(get, set, sessionId, [result.message], [], (c) => ({ ...c, reply: null }));
  } catch (error) {
    update(get, set, sessionId, (c) => ({ ...c, reply: null }));
    set(reportChatErrorAtom, error, 'photo');
  }
});

/** Unlock a blurred photo she sent for 50 coins; the clear picture replaces the teaser. */
export const unlockPhotoAtom = atom(null, async (get, set, sessionId: string, messageId: string) => {
  try {
    const result = await unlockPhoto(messageId);
    set(patchProfileAtom, { goldBalance: result.goldBalance });
    patchMessage(get(tokenAtom), sessionId, messageId, (m) =>
      m.photo ? { ...m, photo: { ...m.photo, url: result.url, locked: false } } : m,
    );
    platform().haptic('success');
    return true;
  } catch (error) {
    set(reportChatErrorAtom, error, 'unlock');
    return false;
  }
});

export const resetConversationsAtom = atom(null, (_get, set) => set(turnsBase, {}));
