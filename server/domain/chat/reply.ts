import type { Deps, ReplyQueue } from '../../deps.js';
import type { CompiledQuery } from 'kysely';
import { compiled, writeTogether, type Arg } from '../../db/compiled.js';
import { groupTransaction } from '../../db/group-commit.js';
import type { Db } from '../../db/connect.js';
import type { MessageRow, ReplyStatTable, SessionRow, UserRow } from '../../db/database.js';
import type { MessageStatus } from '../../../shared/enums.js';
import type { ChatDone } from '../../../shared/schemas/chat.js';
import type { LlmProvider } from '../../providers/llm/types.js';
import { buildPrompt } from '../../providers/llm/prompt.js';
import { pickModel } from '../../providers/llm/index.js';
import { ErrorCode } from '../../../shared/errors.js';
import { energy as E, isPremium } from '../../../shared/constants.js';
import { AppError, notFound } from '../../errors.js';
import { newTimeId } from '../ids.js';
import { moveBalance, spendTogether } from '../ledger.js';
import { assertStoryPlayable, ownSessionForTurn } from './sessions.js';
import { insertTimedAfterLast, toMessage } from './messages.js';
import { scheduleMemoryUpdate } from './memory.js';
import { afterReply } from '../memory/after-reply.js';
import { turnsFor } from './turns.js';
import { claimDelivery } from './deliveries.js';
import { checkChatTurn, ReplyGuard, type TurnCheck } from '../moderation/chat-guard.js';
import { recordRefusal } from '../moderation/escalation.js';
import { inCharacterRefusal } from '../moderation/messages.js';
import { insertReplyStat, keepReplyStat, ReplyTimer } from '../admin/reply-stats.js';
import { isUniqueViolation } from '../orders/db-errors.js';
import { takeTurnPlace, turnPlace } from './turn-places.js';
import { givePlaceBack } from '../running-places.js';
import { regenerateHints } from './replaced-replies.js';
import { REPLY_SUFFIX } from './reply-key.js';

export interface ChatServices {
  llm: LlmProvider;
  queue: ReplyQueue;
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
  /**
   * The user's stop button, during generation: what she wrote so far is her reply, saved and
   * charged as any other; stopped before any text, the turn fails and nothing is charged.
   */
  stop?: AbortSignal;
  onToken?: (text: string) => void;
  onQueue?: (position: number) => void;
  /** The client already holds part of this reply (a resumed stream): one answered before sends only its `done`. */
  resumed?: boolean;
}

export { REPLY_SUFFIX };
/** The answer to a copy of a turn still being answered: the chat route follows that turn's stream instead. */
export const STILL_ANSWERING = 'This message is still being answered';
/** The answer of a turn stopped before she wrote anything (the bot's stop button). */
export const STOPPED_EMPTY = 'The reply was stopped before it began, nothing was charged';

// The statements every turn runs, compiled once (see compiled).
const insertMessage = compiled((db, m: Arg<MessageRow>) =>
  db.insertInto('messages').values({
    id: m('id'),
    session_id: m('session_id'),
    role: m('role'),
    kind: m('kind'),
    content: m('content'),
    photo_id: m('photo_id'),
    gift_id: m('gift_id'),
    client_msg_id: m('client_msg_id'),
    status: m('status'),
    create_time: m('create_time'),
  }),
);
const setStatus = compiled((db, arg: Arg<{ id: string; status: MessageStatus }>) =>
  db
    .updateTable('messages')
    .set({ status: arg('status') })
    .where('id', '=', arg('id')),
);
const touchSession = compiled((db, arg: Arg<{ id: string; lastMessage: string; at: number }>) =>
  db
    .updateTable('sessions')
    .set({ last_message: arg('lastMessage'), update_time: arg('at') })
    .where('id', '=', arg('id')),
);

/** Can this user pay for one message right now? Checked before the model runs; charged after. */
function assertCanPay(user: UserRow) {
  if (user.energy < E.messageCost && user.gold_balance < E.messageCoinCost) throw new AppError(ErrorCode.notEnoughEnergy);
}

/** Where the user's message of this turn came from: it decides how a failure and a regenerate treat it. */
type Origin = 'answer' | 'retry' | 'new' | 'regenerate';
interface UserTurn {
  message: MessageRow;
  origin: Origin;
  /** A new message the queue writes as the turn enters it (PostgreSQL: one round trip for both). */
  write?: CompiledQuery<unknown>;
}

/**
 * One chat turn: keep the user's message, wait for a slot in the queue, stream the character's
 * reply, then in one transaction save it and charge 1 energy (or 5 coins at zero energy).
 * The same clientMsgId never charges or answers twice; a failed provider charges nothing.
 */
export async function reply(deps: Deps, chat: ChatServices, req: ReplyRequest): Promise<ChatDone> {
  const replyKey = req.clientMsgId + REPLY_SUFFIX;
  const { session, lastTime, seen, pausedUntil, pausedByTeam, gone } = await ownSessionForTurn(
    deps.db,
    req.user,
    req.sessionId,
    req.clientMsgId,
    replyKey,
    deps.clock(),
  );

  const previous = await findPreviousTurn(deps.db, session.id, req.clientMsgId, replyKey, seen);
  if (previous.reply) return answerAgain(deps, req, session.id, previous.reply, previous.user);
  // Her creator deleted her (custom-characters/delete.ts): the chat stays readable, nothing new is answered.
  if (gone) throw notFound('Character');
  if (!req.free) await assertStoryPlayable(deps.db, req.user, session, deps.clock());
  // Pending longer than a whole reply may take: its process died, so it is retried like a failed one (the unique reply key still charges once).
  if (previous.user?.status === 'pending' && previous.user.create_time > deps.clock() - deps.config.llmReplyMs)
    throw new AppError(ErrorCode.tooManyRequests, STILL_ANSWERING);
  if (!req.free) assertCanPay(req.user);
  // A paid turn's place (turn-places.ts) is given back with the save; by the finally when the turn ends without one.
  let placed = false;
  let released = false;
  try {
    // The content policy, before anything is written: a paused account, the message in its conversation.
    const contentCheck = await checkChatTurn(deps, req.user, session.id, req.content, pausedUntil, pausedByTeam);

    const now = deps.clock();
    // Paid turns running at once are bounded by what the balance pays for: the place is taken
    // with the user's message (one transaction where that is one write), or the turn writes nothing.
    const takePlace = req.free ? undefined : (db: Db) => takeTurnPlace(db, req.user.id, now, deps.config.llmReplyMs);
    const turn = await keepUserMessage(deps.db, req, session.id, previous.user, now, lastTime, chat.queue.takesWrite, takePlace);
    placed = !req.free;
    const premium = isPremium(req.user.vip_expire_at, now);
    const release = await waitForSlot(deps.db, chat.queue, req, turn, premium);
    await settleContentCheck(deps.db, contentCheck, turn, release);

    const model = pickModel(deps.config, req.user.chat_model === 'advanced' ? 'advanced' : 'base', premium);
    const timer = new ReplyTimer();
    const generated = await generate(deps, chat.llm, req, session, turn, premium, model, timer).catch(async (e: unknown) => {
      release();
      await markFailed(deps.db, turn.message.id);
      // A stop is the user's, not the provider failing.
      if (timer.asked) await keepReplyStat(deps, timer.row(model, req.stop?.aborted ? '' : e, deps.clock()));
      throw providerError(deps, e);
    });
    release();

    const stat = timer.row(model, '', deps.clock());
    const { replyRow, balances, savedAt } = await saveAndCharge(deps, req, session, turn, replyKey, generated, stat, placed);
    released = placed;
    deps.chatCounts.add(session.character_id);
    if (generated.cut)
      await recordRefusal(deps.db, {
        userId: req.user.id,
        source: 'reply',
        category: 'minor',
        rule: generated.cut,
        excerpt: '',
        now: savedAt,
      });
    const remembered = await afterReply(
      deps,
      session,
      turn.message,
      replyRow,
      generated.facts,
      generated.relationship,
      !req.free && !generated.cut,
    );
    scheduleMemoryUpdate(deps, chat.llm, model, session.id, premium, req.user.lang);
    return { ...(await done(deps, req.user, replyRow, { ...turn.message, status: 'done' }, balances)), ...remembered };
  } finally {
    if (placed && !released) await givePlaceBack(deps.db, turnPlace(req.user.id));
  }
}

/** The user message and the reply already saved under this clientMsgId, if the client sent it before. */
async function findPreviousTurn(db: Db, sessionId: string, clientMsgId: string, replyKey: string, seen: number) {
  const previous = !seen
    ? []
    : await db
        .selectFrom('messages')
        .selectAll()
        .where('session_id', '=', sessionId)
        .where('client_msg_id', 'in', [clientMsgId, replyKey])
        .execute();
  return { user: previous.find((m) => m.client_msg_id === clientMsgId), reply: previous.find((m) => m.client_msg_id === replyKey) };
}

/**
 * A retry of a turn that already finished: the same answer, no second charge. The asker is shown
 * it here, so the delivery is claimed for the app: the process that made it (whose client had
 * gone) must not also send it through the bot.
 */
async function answerAgain(deps: Deps, req: ReplyRequest, sessionId: string, prevReply: MessageRow, prevUser: MessageRow | undefined) {
  const answered =
    prevUser ??
    (await deps.db
      .selectFrom('messages')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('role', '=', 'user')
      .where('create_time', '<', prevReply.create_time)
      .orderBy('create_time', 'desc')
      .executeTakeFirstOrThrow());
  await claimDelivery(deps.db, prevReply.id, 'app', deps.clock());
  if (!req.resumed) req.onToken?.(prevReply.content);
  return done(deps, req.user, prevReply, answered);
}

/**
 * The message this turn answers: a gift's, a retried one (pending again), a new one, or the last
 * one (regenerate). `takePlace` (a paid turn) is taken with it: refused, nothing is written (2001).
 */
async function keepUserMessage(
  db: Db,
  req: ReplyRequest,
  sessionId: string,
  prevUser: MessageRow | undefined,
  now: number,
  lastTime: number,
  queueWrites = false,
  takePlace?: (db: Db) => Promise<boolean>,
): Promise<UserTurn> {
  const place = async (on: Db) => {
    if (takePlace && !(await takePlace(on))) throw new AppError(ErrorCode.notEnoughEnergy);
  };
  if (req.answer) {
    await place(db);
    return { message: req.answer, origin: 'answer' };
  }
  if (prevUser) {
    await db.transaction().execute(async (trx) => {
      await place(trx);
      await trx.updateTable('messages').set({ status: 'pending' }).where('id', '=', prevUser.id).execute();
    });
    return { message: prevUser, origin: 'retry' };
  }
  if (req.content !== undefined) {
    const message: MessageRow = {
      id: newTimeId('m'),
      session_id: sessionId,
      role: 'user',
      kind: 'text',
      content: req.content,
      photo_id: null,
      gift_id: null,
      client_msg_id: req.clientMsgId,
      status: 'pending',
      create_time: Math.max(now, lastTime + 1),
    };
    if (queueWrites) {
      // The message is written as the turn enters the queue (one round trip with it).
      await place(db);
      return { message, origin: 'new', write: insertMessage.bind(db, message) };
    }
    // One transaction for the place and the message (on SQLite, a commit shared with other turns').
    await groupTransaction(db, async (trx) => {
      await place(trx);
      await insertMessage(trx, message);
    }).catch((e: unknown) => {
      throw e instanceof AppError ? e : raced();
    });
    return { message, origin: 'new' };
  }
  // Regenerate: answer the last user message again, replacing the reply after it.
  const last = await db
    .selectFrom('messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('role', '=', 'user')
    .orderBy('create_time', 'desc')
    .executeTakeFirst();
  if (!last) throw new AppError(ErrorCode.badParams, 'There is nothing to regenerate yet');
  await place(db);
  return { message: last, origin: 'regenerate' };
}

/** Two copies of one request raced past the check for a previous turn: the other one answers. */
const raced = () => new AppError(ErrorCode.tooManyRequests, STILL_ANSWERING);

/** A slot in the chat queue; cancelled while waiting, the turn fails and charges nothing. */
async function waitForSlot(db: Db, queue: ReplyQueue, req: ReplyRequest, turn: UserTurn, premium: boolean): Promise<() => void> {
  try {
    return await queue.acquire(premium, { signal: req.signal, onPosition: req.onQueue, turn: turn.message.id, write: turn.write });
  } catch (e) {
    // The new message written with entering was a copy's: nothing was written.
    if (turn.write && isUniqueViolation(e)) throw raced();
    await markFailed(db, turn.message.id);
    throw new AppError(ErrorCode.aiUnavailable, 'The request was cancelled, nothing was charged');
  }
}

/** An uncertain message went to the moderation model while the turn waited in the queue: a refusal drops a new message. */
async function settleContentCheck(db: Db, contentCheck: TurnCheck, turn: UserTurn, release: () => void) {
  try {
    await contentCheck.settle();
  } catch (e) {
    release();
    if (turn.origin === 'new') await db.deleteFrom('messages').where('id', '=', turn.message.id).execute();
    else await markFailed(db, turn.message.id);
    throw e;
  }
}

/** Her reply streamed through the content guard; `cut` names the rule that replaced it with a refusal in character (not charged). */
async function generate(
  deps: Deps,
  llm: LlmProvider,
  req: ReplyRequest,
  session: SessionRow,
  turn: UserTurn,
  premium: boolean,
  model: string,
  timer: ReplyTimer,
) {
  const input = await turnsFor(deps, req.user, session, turn.message, premium);
  if (turn.origin === 'regenerate')
    Object.assign(input.persona, await regenerateHints(deps.db, session.id, turn.message.create_time, req.clientMsgId));
  // Only the user's stop ends it early (a closed app does not): the provider's own limits
  // (first token, idle between tokens, whole reply, size) end a stuck or runaway one.
  const guard = new ReplyGuard(input.prompt.turns.map((t) => t.content));
  timer.start();
  try {
    for await (const piece of llm.streamReply(buildPrompt(input.prompt), { model, persona: input.persona, signal: req.stop })) {
      if (piece) timer.piece();
      const shown = guard.push(piece);
      if (shown) req.onToken?.(shown);
      if (guard.cut || req.stop?.aborted) break;
    }
  } catch (e) {
    // The user's stop closes the stream; anything else is the provider failing.
    if (!req.stop?.aborted) throw e;
  }
  const rest = guard.finish();
  if (rest) req.onToken?.(rest);
  const cut = guard.rule;
  const text = cut ? inCharacterRefusal(req.user.lang) : guard.text.trim();
  if (!text && req.stop?.aborted) throw new AppError(ErrorCode.aiUnavailable, STOPPED_EMPTY);
  if (!text) throw new Error('empty reply');
  return { text, cut, facts: input.facts, relationship: input.relationship };
}

/** An app error as it is; anything else from the provider is logged and answered 3001. */
function providerError(deps: Deps, e: unknown): AppError {
  if (e instanceof AppError) return e;
  deps.log.warn('chat provider failed', { error: String(e) });
  return new AppError(ErrorCode.aiUnavailable);
}

/** In one transaction: charge (unless free or cut), save her reply after every message, mark the turn done, keep its timings. */
async function saveAndCharge(
  deps: Deps,
  req: ReplyRequest,
  session: SessionRow,
  turn: UserTurn,
  replyKey: string,
  generated: { text: string; cut: string },
  stat: ReplyStatTable,
  placed: boolean,
) {
  const { text, cut } = generated;
  const userMsg = turn.message;
  const savedAt = deps.clock();
  const replyRow: MessageRow = {
    id: newTimeId('m'),
    session_id: session.id,
    role: 'assistant',
    kind: 'text',
    content: text,
    photo_id: null,
    gift_id: null,
    client_msg_id: replyKey,
    status: 'done',
    create_time: savedAt,
  };
  let balances: { energy: number; gold: number } | undefined;
  // The turn's status, the session and the timings, then her reply, timed after every message of
  // the session (gifts or photos sent while she was typing included).
  const writes = (db: Db) => [
    setStatus.bind(db, { id: userMsg.id, status: 'done' }),
    touchSession.bind(db, { id: session.id, lastMessage: text.slice(0, 200), at: savedAt }),
    insertReplyStat.bind(db, stat),
    ...(placed ? [givePlaceBack.bind(db, turnPlace(req.user.id))] : []),
  ];
  const saveReply = (db: Db) => insertTimedAfterLast.bind(db, { ...replyRow, now: savedAt });
  const charge = (currency: 'energy' | 'gold', amount: number) => ({
    userId: req.user.id,
    currency,
    amount: -amount,
    reason: 'chat' as const,
    refId: replyRow.id,
    now: savedAt,
  });
  try {
    // PostgreSQL, a paid turn with energy left: all of it in one statement, one round trip. Short
    // of energy (it writes nothing then: another turn spent it meanwhile), or a regenerate, the
    // transaction below. A user known to be out of energy goes there at once: an overdraft
    // refused by a CHECK is an error line in the database's log.
    const together =
      deps.dialect === 'postgres' && !req.free && !cut && turn.origin !== 'regenerate' && req.user.energy >= E.messageCost
        ? await spendTogether(deps.db, charge('energy', E.messageCost), writes(deps.db), saveReply(deps.db))
        : null;
    if (together) {
      balances = together.balances;
      replyRow.create_time = Number(together.rows[0]!.create_time);
    } else
      await groupTransaction(deps.db, async (trx) => {
        if (turn.origin === 'regenerate') {
          // Regenerate replaces her replies to turns after the user's message (their key ends in
          // ':reply'); photos, gifts and what she sent otherwise (a creator's delivered order, a
          // match's or her own first message) stay.
          await trx
            .deleteFrom('messages')
            .where('session_id', '=', session.id)
            .where('role', '=', 'assistant')
            .where('kind', '=', 'text')
            .where('client_msg_id', 'like', `%${REPLY_SUFFIX}`)
            .where('create_time', '>', userMsg.create_time)
            .execute();
        }
        const ledger: CompiledQuery<unknown>[] = [];
        if (!req.free && !cut) {
          // 1 energy; at zero energy 5 coins; else 2001. The guarded updates decide, no read first.
          const pay = (currency: 'energy' | 'gold', amount: number) => moveBalance(trx, charge(currency, amount));
          const charged = await pay('energy', E.messageCost).catch((e: unknown) => {
            if (!(e instanceof AppError)) throw e;
            return pay('gold', E.messageCoinCost).catch(() => {
              throw new AppError(ErrorCode.notEnoughEnergy);
            });
          });
          balances = charged.balances;
          ledger.push(charged.ledgerRow);
        }
        const [saved] = await writeTogether(trx, [...ledger, ...writes(trx)], saveReply(trx));
        replyRow.create_time = Number(saved!.create_time);
      });
  } catch (e) {
    await markFailed(deps.db, userMsg.id);
    await keepReplyStat(deps, stat);
    throw e;
  }
  return { replyRow, balances, savedAt };
}

/** The user's message of a turn that failed: the client may send it again. */
async function markFailed(db: Db, id: string) {
  await db.updateTable('messages').set({ status: 'failed' }).where('id', '=', id).execute();
}

/** The `done` answer; balances known from the charge spare a re-read of the user. */
async function done(
  deps: Deps,
  user: UserRow,
  replyRow: MessageRow,
  userRow: MessageRow,
  balances?: { energy: number; gold: number },
): Promise<ChatDone> {
  const now = deps.clock();
  const fresh = balances ? user : await deps.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
  return {
    message: await toMessage(deps.db, replyRow, fresh, now),
    userMessage: await toMessage(deps.db, userRow, fresh, now),
    energy: balances?.energy ?? fresh.energy,
    goldBalance: balances?.gold ?? fresh.gold_balance,
  };
}
