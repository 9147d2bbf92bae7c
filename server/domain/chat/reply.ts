import type { Deps } from '../../deps.js';
import type { MessageRow, UserRow } from '../../db/database.js';
import type { ChatDone } from '../../../shared/schemas/chat.js';
import type { LlmProvider } from '../../providers/llm/types.js';
import { buildPrompt } from '../../providers/llm/prompt.js';
import { pickModel } from '../../providers/llm/index.js';
import { ErrorCode } from '../../../shared/errors.js';
import { energy as E, isPremium } from '../../../shared/constants.js';
import { AppError } from '../../errors.js';
import { newId } from '../ids.js';
import { applyLedger } from '../ledger.js';
import { ownSessionForTurn } from './sessions.js';
import { insertAfterLast, toMessage } from './messages.js';
import type { ChatQueue } from './queue.js';
import { scheduleMemoryUpdate } from './memory.js';
import { turnsFor } from './turns.js';
import { checkChatTurn, ReplyGuard } from '../moderation/chat-guard.js';
import { recordRefusal } from '../moderation/escalation.js';
import { inCharacterRefusal } from '../moderation/messages.js';
import { prepared } from '../../db/prepared.js';

export interface ChatServices {
  llm: LlmProvider;
  queue: ChatQueue;
}

export interface ReplyRequest {
  user: UserRow;
  sessionId: string;
  /** The user's text; absent when regenerating the last reply. */
  content?: string;
  clientMsgId: string;
  /** Gift thanks and other replies that cost nothing. */
  free?: boolean;
  /** Answer this already-saved user message (a gift) instead of saving `content`. */
  answer?: MessageRow;
  /** Aborts only while waiting in the queue: once generating, the reply is finished and saved. */
  signal?: AbortSignal;
  onToken?: (text: string) => void;
  onQueue?: (position: number) => void;
}

const REPLY_SUFFIX = ':reply';

// The statements every turn runs, compiled once (see prepared).
const insertMessage = prepared((db, m: MessageRow) =>
  db.insertInto('messages').values({
    id: m.id, session_id: m.session_id, role: m.role, kind: m.kind, content: m.content, photo_id: m.photo_id, gift_id: m.gift_id,
    client_msg_id: m.client_msg_id, status: m.status, create_time: m.create_time,
  }),
);
const setStatus = prepared((db, id: string, status: string) => db.updateTable('messages').set({ status }).where('id', '=', id));
const touchSession = prepared((db, id: string, lastMessage: string, at: number) =>
  db.updateTable('sessions').set({ last_message: lastMessage, update_time: at }).where('id', '=', id),
);

/** Can this user pay for one message right now? Checked before the model runs; charged after. */
function assertCanPay(user: UserRow) {
  if (user.energy < E.messageCost && user.gold_balance < E.messageCoinCost) throw new AppError(ErrorCode.notEnoughEnergy);
}

/**
 * One chat turn: keep the user's message, wait for a slot in the queue, stream the character's
 * reply, then in one transaction save it and charge 1 energy (or 5 coins at zero energy).
 * The same clientMsgId never charges or answers twice; a failed provider charges nothing.
 */
export async function reply(deps: Deps, chat: ChatServices, req: ReplyRequest): Promise<ChatDone> {
  const { db } = deps;
  const replyKey = req.clientMsgId + REPLY_SUFFIX;
  const { session, lastTime, seen } = await ownSessionForTurn(db, req.user, req.sessionId, req.clientMsgId, replyKey);

  const previous = !seen ? [] : await db.selectFrom('messages').selectAll().where('session_id', '=', session.id).where('client_msg_id', 'in', [req.clientMsgId, replyKey]).execute();
  const prevUser = previous.find((m) => m.client_msg_id === req.clientMsgId);
  const prevReply = previous.find((m) => m.client_msg_id === replyKey);
  if (prevReply) {
    // A retry of a turn that already finished: the same answer, no second charge.
    const answered = prevUser ?? (await db.selectFrom('messages').selectAll().where('session_id', '=', session.id).where('role', '=', 'user')
      .where('create_time', '<', prevReply.create_time).orderBy('create_time', 'desc').executeTakeFirstOrThrow());
    req.onToken?.(prevReply.content);
    return done(deps, req.user, prevReply, answered);
  }
  // Pending longer than a whole reply may take: its process died, so it is retried like a failed one (the unique reply key still charges once).
  if (prevUser?.status === 'pending' && prevUser.create_time > deps.clock() - deps.config.llmReplyMs) throw new AppError(ErrorCode.tooManyRequests, 'This message is still being answered');
  if (!req.free) assertCanPay(req.user);
  // The content policy, before anything is written: a paused account, the message in its conversation.
  const contentCheck = await checkChatTurn(deps, req.user, session.id, req.content);

  let userMsg: MessageRow;
  const now = deps.clock();
  if (req.answer) {
    userMsg = req.answer;
  } else if (prevUser) {
    userMsg = prevUser;
    await db.updateTable('messages').set({ status: 'pending' }).where('id', '=', prevUser.id).execute();
  } else if (req.content !== undefined) {
    userMsg = {
      id: newId('m'), session_id: session.id, role: 'user', kind: 'text', content: req.content, photo_id: null, gift_id: null,
      client_msg_id: req.clientMsgId, status: 'pending', create_time: Math.max(now, lastTime + 1),
    };
    try {
      await insertMessage(db, userMsg);
    } catch {
      // Two copies of one request raced past the check above: the other one answers.
      throw new AppError(ErrorCode.tooManyRequests, 'This message is still being answered');
    }
  } else {
    // Regenerate: answer the last user message again, replacing the reply after it.
    const last = await db.selectFrom('messages').selectAll().where('session_id', '=', session.id).where('role', '=', 'user').orderBy('create_time', 'desc').executeTakeFirst();
    if (!last) throw new AppError(ErrorCode.badParams, 'There is nothing to regenerate yet');
    userMsg = last;
  }

  const premium = isPremium(req.user.vip_expire_at, now);
  let release: () => void;
  try {
    release = await chat.queue.acquire(premium, { signal: req.signal, onPosition: req.onQueue });
  } catch {
    await db.updateTable('messages').set({ status: 'failed' }).where('id', '=', userMsg.id).execute();
    throw new AppError(ErrorCode.aiUnavailable, 'The request was cancelled, nothing was charged');
  }
  try {
    // An uncertain message went to the moderation model while the turn waited in the queue.
    await contentCheck.settle();
  } catch (e) {
    release();
    if (userMsg !== prevUser && userMsg !== req.answer && req.content !== undefined) await db.deleteFrom('messages').where('id', '=', userMsg.id).execute();
    else await db.updateTable('messages').set({ status: 'failed' }).where('id', '=', userMsg.id).execute();
    throw e;
  }

  let text = '';
  /** The rule that cut her reply mid-stream; a cut reply is replaced by a refusal in character and not charged. */
  let cut = '';
  const model = pickModel({ LLM_MODEL: deps.config.llmModel ?? undefined, LLM_MODEL_ADVANCED: deps.config.llmModelAdvanced ?? undefined }, req.user.chat_model === 'advanced' ? 'advanced' : 'base', premium);
  try {
    const input = await turnsFor(deps, req.user, session, userMsg, premium);
    // No signal: once generating, the reply is finished and saved; the provider's own limits
    // (first byte, whole reply) end a stuck one. A 90 s timer a turn would outlive most turns.
    const guard = new ReplyGuard(input.prompt.turns.map((t) => t.content));
    for await (const piece of chat.llm.streamReply(buildPrompt(input.prompt), { model, persona: input.persona })) {
      const shown = guard.push(piece);
      if (shown) req.onToken?.(shown);
      if (guard.cut) break;
    }
    const rest = guard.finish();
    if (rest) req.onToken?.(rest);
    cut = guard.rule;
    text = cut ? inCharacterRefusal(req.user.lang) : guard.text.trim();
    if (!text) throw new Error('empty reply');
  } catch (e) {
    release();
    await db.updateTable('messages').set({ status: 'failed' }).where('id', '=', userMsg.id).execute();
    if (e instanceof AppError) throw e;
    deps.log.warn('chat provider failed', { error: String(e) });
    throw new AppError(ErrorCode.aiUnavailable);
  }
  release();

  const savedAt = deps.clock();
  const replyRow: MessageRow = {
    id: newId('m'), session_id: session.id, role: 'assistant', kind: 'text', content: text, photo_id: null, gift_id: null,
    client_msg_id: replyKey, status: 'done', create_time: savedAt,
  };
  let balances: { energy: number; gold: number } | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      if (req.content === undefined && !prevUser && !req.answer) {
        // Regenerate replaces her text replies after the user's message; photos and gifts stay.
        await trx.deleteFrom('messages').where('session_id', '=', session.id).where('role', '=', 'assistant').where('kind', '=', 'text').where('create_time', '>', userMsg.create_time).execute();
      }
      if (!req.free && !cut) {
        // 1 energy; at zero energy 5 coins; else 2001. The guarded updates decide, no read first.
        const charge = (currency: 'energy' | 'gold', amount: number) =>
          applyLedger(trx, { userId: req.user.id, currency, amount: -amount, reason: 'chat', refId: replyRow.id, now: savedAt });
        balances = await charge('energy', E.messageCost).catch((e: unknown) => {
          if (!(e instanceof AppError)) throw e;
          return charge('gold', E.messageCoinCost).catch(() => {
            throw new AppError(ErrorCode.notEnoughEnergy);
          });
        });
      }
      // After every message of the session, gifts or photos sent while she was typing included.
      replyRow.create_time = await insertAfterLast(trx, replyRow, savedAt);
      await setStatus(trx, userMsg.id, 'done');
      await touchSession(trx, session.id, text.slice(0, 200), savedAt);
    });
  } catch (e) {
    await db.updateTable('messages').set({ status: 'failed' }).where('id', '=', userMsg.id).execute();
    throw e;
  }
  deps.chatCounts.add(session.character_id);
  if (cut) await recordRefusal(db, { userId: req.user.id, source: 'reply', category: 'minor', rule: cut, excerpt: '', now: savedAt });
  scheduleMemoryUpdate(deps, chat.llm, model, session.id, premium, req.user.lang);
  return done(deps, req.user, replyRow, { ...userMsg, status: 'done' }, balances);
}

/** The `done` answer; balances known from the charge spare a re-read of the user. */
async function done(deps: Deps, user: UserRow, replyRow: MessageRow, userRow: MessageRow, balances?: { energy: number; gold: number }): Promise<ChatDone> {
  const now = deps.clock();
  const fresh = balances ? user : await deps.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
  return {
    message: await toMessage(deps.db, replyRow, fresh, now),
    userMessage: await toMessage(deps.db, userRow, fresh, now),
    energy: balances?.energy ?? fresh.energy,
    goldBalance: balances?.gold ?? fresh.gold_balance,
  };
}
