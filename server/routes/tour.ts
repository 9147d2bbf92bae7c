import { Hono } from 'hono';
import { z } from 'zod';
import { tour as s } from '../../shared/schemas/tour.js';
import { ErrorCode } from '../../shared/errors.js';
import { call, isVisitorOnly, type CallContext } from '../http/call.js';
import type { AppEnv } from '../http/env.js';
import { AppError } from '../errors.js';
import { listCharacters } from '../domain/catalogue.js';
import { messagePage, openSession, sessionHead, sessionSummaries } from '../domain/chat/sessions.js';
import { vipPlans } from '../domain/plans.js';
import { giveUseBack, takeUse, TOUR_ALLOWANCE, usesOf } from '../domain/usage.js';
import { answerTurn } from './session.js';

/** Visitors may send this many messages in the tour before being asked to sign up. */
export const TOUR_FREE_MESSAGES = 5;

/**
 * A visitor's tour turn takes one of the free messages before it runs (one guarded statement, so
 * concurrent turns cannot all pass) and gives it back when no answer came (3001, 1004, a refused
 * charge): only answered messages count. A retry of a message already answered or being answered
 * takes none.
 */
async function tourTurn(ctx: CallContext<z.infer<typeof s.send.params>>) {
  const { deps, params, now } = ctx;
  const u = await ctx.user();
  const turn = { user: u, sessionId: params.sessionId, content: params.content, clientMsgId: params.clientMsgId };
  if (!isVisitorOnly(u, now)) return answerTurn(ctx, turn);
  const seen = await deps.db
    .selectFrom('messages')
    .select('id')
    .where('session_id', '=', params.sessionId)
    .where('client_msg_id', '=', params.clientMsgId)
    .where('status', 'in', ['done', 'pending'])
    .executeTakeFirst();
  if (seen) return answerTurn(ctx, turn);
  if (!(await takeUse(deps.db, u.id, TOUR_ALLOWANCE, TOUR_FREE_MESSAGES, now)))
    throw new AppError(ErrorCode.loginNeeded, 'Sign up free to keep chatting with her');
  return answerTurn(ctx, turn, async (answered) => {
    if (!answered) await giveUseBack(deps.db, u.id, TOUR_ALLOWANCE, deps.clock());
  });
}

export const tourRoutes = new Hono<AppEnv>()
  .post(
    s.characterList.path,
    call(s.characterList, async ({ deps, params, locale, maybeUser, now }) =>
      listCharacters(deps.db, { ...params, locale: await locale(), viewer: await maybeUser(), now }, deps.catalogue),
    ),
  )
  .post(
    s.fromCharacter.path,
    call(s.fromCharacter, async ({ deps, params, user, now, locale }) => {
      const u = await user();
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
  .post(s.send.path, call(s.send, tourTurn, { stream: true }))
  .post(
    s.list.path,
    call(s.list, async ({ deps, params, user, locale }) =>
      sessionSummaries(deps.db, (await user()).id, params.page, params.pageSize, undefined, await locale()),
    ),
  )
  .post(
    s.messages.path,
    call(s.messages, async ({ deps, params, user, now }) =>
      messagePage(deps.db, await user(), params.sessionId, params.before, params.limit, now),
    ),
  )
  .post(
    s.vipPage.path,
    call(s.vipPage, async (ctx) => {
      const u = await ctx.maybeUser();
      const used = u ? await usesOf(ctx.deps.db, u.id, TOUR_ALLOWANCE) : 0;
      const limited = !u || isVisitorOnly(u, ctx.now);
      return {
        freeMessages: TOUR_FREE_MESSAGES,
        used,
        remaining: Math.max(0, TOUR_FREE_MESSAGES - used),
        limited,
        plans: await vipPlans(ctx.deps.db, ctx.now, false),
      };
    }),
  );
