import { Hono } from 'hono';
import { rewards as s } from '../../shared/schemas/orders.js';
import { call } from '../http/call.js';
import type { AppEnv } from '../http/env.js';
import { energyReward, submitQuestionnaire } from '../domain/rewards.js';
import { logEvent } from '../domain/logs.js';

/** Free energy and coins, and payment feedback. Mounted inside /v1: `v1.route('/', rewardRoutes)`. */
export const rewardRoutes = new Hono<AppEnv>()
  .post(
    s.energy.path,
    call(s.energy, async ({ deps, params, member }) => energyReward(deps, await member(), params.event, params.phase)),
  )
  .post(
    s.questionnaire.path,
    call(s.questionnaire, async ({ deps, params, member }) => submitQuestionnaire(deps, await member(), params.answers)),
  )
  // What went wrong with a payment, in the user's words: kept for support, answered with thanks.
  .post(
    s.payFeedback.path,
    call(s.payFeedback, async ({ deps, params, maybeUser, now, envelope }) => {
      const u = await maybeUser();
      await logEvent(deps.db, 'pay_feedback', u?.id ?? null, { ...params, plat: envelope.plat }, now);
      return { ok: true };
    }),
  );
