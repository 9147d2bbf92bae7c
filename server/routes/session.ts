import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { queueComment } from '../../shared/api/chat-stream.js';
import { chat as s } from '../../shared/schemas/chat.js';
import { ErrorCode, errorMessages } from '../../shared/errors.js';
import { call, type CallContext } from '../http/call.js';
import type { AppEnv } from '../http/env.js';
import { onClientGone, requestHeader } from '../http/node-request.js';
import { localizeError } from '../http/error-translations.js';
import { AppError } from '../errors.js';
import { messagePage, openSession, ownSession, sessionHead, sessionSummaries } from '../domain/chat/sessions.js';
import { reply, STILL_ANSWERING, type ReplyRequest } from '../domain/chat/reply.js';
import { streamKey } from '../domain/chat/reply-streams.js';
import { claimDelivery } from '../domain/chat/deliveries.js';
import { backgroundWork } from '../domain/background-work.js';
import type { StreamEvent } from '../deps.js';
import type { ChatDone } from '../../shared/schemas/chat.js';
import { requestPhoto, unlockPhoto } from '../domain/chat/photos.js';
import { giftCatalogue, sendGift } from '../domain/chat/gifts.js';
import { isPremium } from '../../shared/constants.js';
import { assertRememberable } from '../domain/memory/facts.js';

/** A copy of a turn still being answered (elsewhere or here): followed instead of refused. */
const stillAnswering = (e: unknown) => e instanceof AppError && e.code === ErrorCode.tooManyRequests && e.message === STILL_ANSWERING;

/** How long the process that made a reply waits for the app to come back for it before the bot tells the user. */
const HANDOVER_MS = 2000;
/** A turn asked for as SSE is refused as SSE too, also before its stream began (params, token). */
const STREAMED = { stream: true } as const;

/**
 * Answer a chat turn as SSE (`queue`, `token`, then one `done` or `error`, each with an `id`) when
 * the client asks for text/event-stream, else as the JSON envelope with the `done` data. A copy
 * of a turn being answered (the client reconnected, maybe to another process) follows that turn's
 * stream from its `Last-Event-ID`. `settled` learns whether the turn was answered, whichever way
 * the answer travels (the tour gives a failed one back).
 */
export function answerTurn(
  ctx: CallContext<unknown>,
  req: Omit<ReplyRequest, 'onToken' | 'onQueue' | 'signal' | 'resumed'>,
  settled?: (answered: boolean) => Promise<void>,
) {
  const turn = answerNow(ctx, req, settled);
  turns.track(ctx.deps, turn);
  return turn;
}

/**
 * Turns being answered here: a reply goes on when its client hangs up (it is saved, and the bot
 * may deliver it), so a stopping process waits for these and not only for its open requests. An
 * SSE turn is tracked again from inside its stream, which runs on after answerTurn has answered.
 */
const turns = backgroundWork();
export const chatTurnsIdle = turns.idle;

async function answerNow(
  ctx: CallContext<unknown>,
  req: Omit<ReplyRequest, 'onToken' | 'onQueue' | 'signal' | 'resumed'>,
  settled?: (answered: boolean) => Promise<void>,
) {
  const { c, deps } = ctx;
  const settle = async <T>(turn: Promise<T>): Promise<T> => {
    if (!settled) return turn;
    try {
      const done = await turn;
      await settled(true);
      return done;
    } catch (e) {
      await settled(false);
      throw e;
    }
  };
  const chat = { llm: deps.llm, queue: deps.chatQueue };
  const key = streamKey(req.user.id, req.sessionId, req.clientMsgId);
  if (!(requestHeader(c, 'accept') ?? '').includes('text/event-stream')) {
    // Kept as a stream too, so that a copy of this turn (here or on another process) can follow it.
    // The web Request (and its signal) is built only when a turn is followed: building it costs
    // every turn a tenth of its CPU.
    const signal = () => c.req.raw.signal;
    const outcome = async (events: AsyncIterable<StreamEvent> | null) => {
      for await (const ev of events ?? []) {
        const data = JSON.parse(ev.data) as ChatDone & { code: ErrorCode; message: string };
        if (ev.event === 'done') return data as ChatDone;
        if (ev.event === 'error') throw new AppError(data.code, data.message);
      }
      return null;
    };
    if (deps.chatStreams.running(key)) {
      const done = await outcome(await deps.chatStreams.follow(key, 0, signal()));
      if (done) return done;
    }
    const out = deps.chatStreams.open(key);
    try {
      const done = await settle(
        reply(deps, chat, {
          ...req,
          onToken: (text) => out.push('token', { text }),
          onQueue: (position) => out.push('queue', { position }),
        }),
      );
      out.push('done', done);
      out.end();
      return done;
    } catch (e) {
      if (!stillAnswering(e)) {
        const err = e instanceof AppError ? e : new AppError(ErrorCode.aiUnavailable);
        out.push('error', { code: err.code, message: err.message || errorMessages[err.code] });
        out.end();
        throw e;
      }
      out.discard();
      const done = await outcome(await deps.chatStreams.follow(key, 0, signal()));
      if (done) return done;
      throw e;
    }
  }
  const after = Math.max(0, Number(requestHeader(c, 'last-event-id')) || 0);
  const abort = new AbortController();
  return streamSSE(c, async (stream) => {
    stream.onAbort(() => abort.abort());
    onClientGone(c, () => abort.abort());
    // A client gone before its answer began is never read from (nor is the stream cancelled):
    // a write would wait for ever, and with it the turn's end and its delivery by the bot.
    const gone = new Promise<void>((resolve) => {
      if (abort.signal.aborted) resolve();
      else abort.signal.addEventListener('abort', () => resolve(), { once: true });
    });
    const write = (ev: StreamEvent) =>
      stream.aborted || abort.signal.aborted
        ? Promise.resolve()
        : Promise.race([
            ev.event === 'queue'
              ? stream.write(queueComment(ev.id, (JSON.parse(ev.data) as { position: number }).position))
              : stream.writeSSE({ id: String(ev.id), event: ev.event, data: ev.data }),
            gone,
          ]);
    /** Hand a followed stream to this client; true once it ended with done or error. */
    const follow = async (events: AsyncIterable<StreamEvent> | null) => {
      for await (const ev of events ?? []) {
        // Shown in the app: the process that made it must not also send it through the bot. Claimed
        // before it is written, as a client may hang up the moment it reads it.
        if (ev.event === 'done' && !stream.aborted) {
          await claimDelivery(deps.db, (JSON.parse(ev.data) as ChatDone).message.id, 'app', deps.clock());
        }
        await write(ev);
        if (ev.event === 'done' || ev.event === 'error') return true;
      }
      return false;
    };
    const answer = async (retry: boolean): Promise<void> => {
      if (deps.chatStreams.running(key) && (await follow(await deps.chatStreams.follow(key, after, abort.signal)))) return;
      const out = deps.chatStreams.open(key, after);
      const send = (event: string, data: unknown) => write(out.push(event, data));
      try {
        const done = await settle(
          reply(deps, chat, {
            ...req,
            resumed: after > 0,
            signal: abort.signal,
            onToken: (text) => void send('token', { text }),
            onQueue: (position) => void send('queue', { position }),
          }),
        );
        await send('done', done);
        out.end();
        // The app closed while she was typing: the finished reply reaches the user another way.
        if (abort.signal.aborted) deliveries.track(deps, deliverByBot(deps, req, done));
      } catch (e) {
        if (stillAnswering(e) && !retry) {
          out.discard();
          // Made elsewhere: follow it there; if no process has it any more, ask once again (done by now, or not).
          if (await follow(await deps.chatStreams.follow(key, after, abort.signal))) return;
          return answer(true);
        }
        const err = e instanceof AppError ? e : new AppError(ErrorCode.aiUnavailable);
        if (!(e instanceof AppError)) deps.log.error('chat stream failed', { error: String(e) });
        // Nobody reads this error but the app sending the turn again (it left and came back, its
        // turn cancelled for leaving): that copy answers the turn itself.
        if (abort.signal.aborted) return out.discard();
        await send('error', {
          code: err.code,
          message: localizeError(err.message || errorMessages[err.code], requestHeader(c, 'accept-language')),
        });
        out.end();
      }
    };
    // The stream outlives the handler (the Response is already answered): kept as a turn of its own.
    const answering = answer(false);
    turns.track(deps, answering);
    await answering;
  });
}

/** Deliveries by the bot waiting or under way: a stopping process finishes them. */
const deliveries = backgroundWork();
/** For shutdown: wait until the bot has sent what it was to send. */
export const botDeliveriesIdle = deliveries.idle;

/**
 * The bot tells the user, once across processes: unless the app, reconnected to this process or
 * another (a follower, or a retry of the finished turn), showed it first.
 */
async function deliverByBot(deps: CallContext<unknown>['deps'], req: { user: { id: string }; sessionId: string }, done: ChatDone) {
  try {
    await new Promise((r) => setTimeout(r, HANDOVER_MS));
    if (!(await claimDelivery(deps.db, done.message.id, 'bot', deps.clock()))) return;
    const who = await deps.db
      .selectFrom('sessions')
      .innerJoin('characters', 'characters.id', 'sessions.character_id')
      .select('characters.name')
      .where('sessions.id', '=', req.sessionId)
      .executeTakeFirst();
    await deps.bot?.notifier.reply(req.user.id, who?.name ?? '', done.message.content, req.sessionId);
  } catch (e) {
    deps.log.warn('notify failed', { error: String(e) });
  }
}

export const sessionRoutes = new Hono<AppEnv>()
  .post(
    s.fromCharacter.path,
    call(s.fromCharacter, async ({ deps, params, member, now, locale }) => {
      const u = await member();
      const lang = await locale();
      const { session, resumed } = await openSession(deps.db, u, params.characterId, params.scriptId, now, lang);
      const page = await messagePage(deps.db, u, session.id, undefined, 30, now);
      return {
        sessionId: session.id,
        characterId: session.character_id,
        scriptId: session.script_id,
        resumed,
        messages: page.list,
        hasMore: page.hasMore,
        ...(await sessionHead(deps.db, session, lang)),
      };
    }),
  )
  .post(
    s.send.path,
    call(
      s.send,
      async (ctx) => {
        const u = await ctx.member();
        return answerTurn(ctx, {
          user: u,
          sessionId: ctx.params.sessionId,
          content: ctx.params.content,
          clientMsgId: ctx.params.clientMsgId,
        });
      },
      STREAMED,
    ),
  )
  .post(
    s.regenerate.path,
    call(
      s.regenerate,
      async (ctx) => {
        const u = await ctx.member();
        return answerTurn(ctx, { user: u, sessionId: ctx.params.sessionId, clientMsgId: ctx.params.clientMsgId });
      },
      STREAMED,
    ),
  )
  .post(
    s.list.path,
    call(s.list, async ({ deps, params, member, locale }) =>
      sessionSummaries(deps.db, (await member()).id, params.page, params.pageSize, undefined, await locale()),
    ),
  )
  .post(
    s.messages.path,
    call(s.messages, async ({ deps, params, member, now, locale }) => {
      const u = await member();
      const page = await messagePage(deps.db, u, params.sessionId, params.before, params.limit, now);
      return { ...page, ...(await sessionHead(deps.db, await ownSession(deps.db, u, params.sessionId), await locale())) };
    }),
  )
  .post(
    s.characterList.path,
    call(s.characterList, async ({ deps, member }) => {
      const u = await member();
      const rows = await deps.db
        .selectFrom('sessions')
        .innerJoin('characters', 'characters.id', 'sessions.character_id')
        .select(['characters.id as id', 'characters.name as name', 'characters.avatar as avatar'])
        .select((eb) => eb.fn.max('sessions.update_time').as('lastTime'))
        .where('sessions.user_id', '=', u.id)
        .groupBy(['characters.id', 'characters.name', 'characters.avatar'])
        .orderBy('lastTime', 'desc')
        .execute();
      return {
        list: rows.map((r) => ({ id: r.id, name: r.name, avatar: r.avatar ? `/media/${r.avatar}` : '', lastTime: Number(r.lastTime) })),
      };
    }),
  )
  .post(
    s.photoRequest.path,
    call(s.photoRequest, async ({ deps, params, member }) => requestPhoto(deps, await member(), params.sessionId)),
  )
  .post(
    s.photoUnlock.path,
    call(s.photoUnlock, async ({ deps, params, member }) => unlockPhoto(deps, await member(), params)),
  )
  .post(
    s.giftList.path,
    call(s.giftList, async ({ deps, maybeUser }) => giftCatalogue(deps, await maybeUser())),
  )
  .post(
    s.giftSend.path,
    call(s.giftSend, async ({ deps, params, member }) =>
      sendGift(deps, { llm: deps.llm, queue: deps.chatQueue }, await member(), params.sessionId, params.giftId),
    ),
  )
  .post(
    s.scriptStatus.path,
    call(s.scriptStatus, async ({ deps, params, member, now }) => {
      const u = await member();
      if (!isPremium(u.vip_expire_at, now)) return { saved: false, premiumRequired: true, sessionId: null, step: 0, updateTime: 0 };
      const p = await deps.db
        .selectFrom('script_progress')
        .selectAll()
        .where('user_id', '=', u.id)
        .where('script_id', '=', params.scriptId)
        .executeTakeFirst();
      return { saved: !!p, premiumRequired: false, sessionId: p?.session_id ?? null, step: p?.step ?? 0, updateTime: p?.update_time ?? 0 };
    }),
  )
  .post(
    s.memory.path,
    call(s.memory, async ({ deps, params, member }) => {
      const session = await ownSession(deps.db, await member(), params.sessionId);
      return { memory: session.memory };
    }),
  )
  .post(
    s.memoryUpdate.path,
    call(s.memoryUpdate, async ({ deps, params, member }) => {
      const session = await ownSession(deps.db, await member(), params.sessionId);
      const memory = params.memory.trim();
      // Read back into every prompt: held to the content policy like a fact the user writes (docs/memory.md).
      await assertRememberable(deps.db, session.user_id, memory, deps.clock());
      await deps.db.updateTable('sessions').set({ memory }).where('id', '=', session.id).execute();
      return { memory };
    }),
  );
