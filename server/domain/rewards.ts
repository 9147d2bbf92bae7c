import type { Db } from '../db/connect.js';
import type { UserRow } from '../db/database.js';
import type { Deps } from '../deps.js';
import { energy as E } from '../../shared/constants.js';
import { ErrorCode } from '../../shared/errors.js';
import type { RewardEvent } from '../../shared/enums.js';
import { AppError, notFound } from '../errors.js';
import { applyLedger } from './ledger.js';
import { logEvent } from './logs.js';

/**
 * Free energy and coins, each given once: the `rewards` table's primary key
 * (user_id, event) is the once-only guard, inserted in the same transaction as the ledger row.
 * Event names: the reward events themselves, `start:<event>` for when the 10 s wait began,
 * `questionnaire`, `support_gift`, and `referred` on the new user whose referral was paid.
 */

/** A new user can bring their referrer energy within this time of signing up. */
export const REFERRAL_WINDOW_MS = 24 * 3600_000;

/** Insert a once-only marker; false when it was already there (a repeat or a concurrent twin). */
async function markOnce(trx: Db, userId: string, event: string, now: number): Promise<boolean> {
  const r = await trx
    .insertInto('rewards')
    .values({ user_id: userId, event, create_time: now })
    .onConflict((oc) => oc.columns(['user_id', 'event']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;
}

const markerTime = (db: Db, userId: string, event: string) =>
  db.selectFrom('rewards').select('create_time').where('user_id', '=', userId).where('event', '=', event).executeTakeFirst();

export interface EnergyRewardState {
  event: RewardEvent;
  claimed: boolean;
  claimableAt: number;
  reward: number;
  energy: number;
}

/**
 * Add to home screen, install, bookmark: 20 energy each, once, claimable 10 s after the first
 * `start` (or the first claim attempt, which starts the wait when the client skipped `start`).
 */
export async function energyReward(deps: Deps, user: UserRow, event: RewardEvent, phase: 'start' | 'claim'): Promise<EnergyRewardState> {
  const now = deps.clock();
  await markOnce(deps.db, user.id, `start:${event}`, now);
  const started = (await markerTime(deps.db, user.id, `start:${event}`))!.create_time;
  const claimableAt = started + E.rewardClaimAfterMs;
  const claimed = !!(await markerTime(deps.db, user.id, event));
  const state = { event, claimed, claimableAt, reward: E.rewardEnergy, energy: user.energy };
  if (phase === 'start') return state;
  if (claimed) throw new AppError(ErrorCode.badParams, 'You have already received this reward');
  if (now < claimableAt) throw new AppError(ErrorCode.badParams, 'Please wait a few seconds');
  const energy = await deps.db.transaction().execute(async (trx) => {
    if (!(await markOnce(trx, user.id, event, now))) return null;
    return (await applyLedger(trx, { userId: user.id, currency: 'energy', amount: E.rewardEnergy, reason: 'reward', refId: event, now }))
      .energy;
  });
  if (energy === null) throw new AppError(ErrorCode.badParams, 'You have already received this reward');
  return { ...state, claimed: true, energy };
}

/** `ref_<uid>` deep-link payloads (bot `/start`, mini-app `start_param`) → the referrer's id. */
export function referrerFromStartParam(startParam: string | null | undefined): string | null {
  const m = /^ref_([A-Za-z0-9_-]{1,64})$/.exec(startParam ?? '');
  return m ? m[1]! : null;
}

export interface ReferralResult {
  credited: boolean;
  reason?: 'self' | 'unknown_user' | 'not_new' | 'other_referrer' | 'already_credited';
}

/**
 * Invite a friend: the referrer gets 10 energy, once per new user. The new user's referrer is
 * fixed on first credit (a second link cannot move it), and only accounts younger than a day
 * count, so old accounts cannot be farmed through referral links.
 */
export async function creditReferral(deps: Deps, newUserId: string, referrerId: string): Promise<ReferralResult> {
  if (newUserId === referrerId) return { credited: false, reason: 'self' };
  const now = deps.clock();
  const [newUser, referrer] = await Promise.all([
    deps.db.selectFrom('users').select(['id', 'create_time', 'referrer_id']).where('id', '=', newUserId).executeTakeFirst(),
    deps.db.selectFrom('users').select(['id', 'is_visitor']).where('id', '=', referrerId).executeTakeFirst(),
  ]);
  // Only an inviter who has signed up is paid, whichever way the friend came (docs/money.md).
  if (!newUser || !referrer || referrer.is_visitor === 1) return { credited: false, reason: 'unknown_user' };
  if (now - newUser.create_time > REFERRAL_WINDOW_MS) return { credited: false, reason: 'not_new' };
  const result = await deps.db.transaction().execute(async (trx): Promise<ReferralResult> => {
    await trx.updateTable('users').set({ referrer_id: referrerId }).where('id', '=', newUserId).where('referrer_id', 'is', null).execute();
    const fixed = await trx.selectFrom('users').select('referrer_id').where('id', '=', newUserId).executeTakeFirstOrThrow();
    if (fixed.referrer_id !== referrerId) return { credited: false, reason: 'other_referrer' };
    if (!(await markOnce(trx, newUserId, 'referred', now))) return { credited: false, reason: 'already_credited' };
    await applyLedger(trx, { userId: referrerId, currency: 'energy', amount: E.inviteEnergy, reason: 'referral', refId: newUserId, now });
    return { credited: true };
  });
  if (result.credited) deps.log.info('referral credited', { newUserId, referrerId });
  return result;
}

/** The 12-question questionnaire: answers kept in the logs, 50 coins once. */
export async function submitQuestionnaire(deps: Deps, user: UserRow, answers: unknown[]): Promise<{ reward: number; goldBalance: number }> {
  if (answers.length !== E.questionnaireQuestions)
    throw new AppError(ErrorCode.badParams, `Please answer all ${E.questionnaireQuestions} questions`);
  const now = deps.clock();
  const goldBalance = await deps.db.transaction().execute(async (trx) => {
    if (!(await markOnce(trx, user.id, 'questionnaire', now))) return null;
    await logEvent(trx, 'questionnaire', user.id, { answers }, now);
    return (await applyLedger(trx, { userId: user.id, currency: 'gold', amount: E.questionnaireCoins, reason: 'questionnaire', now })).gold;
  });
  if (goldBalance === null) throw new AppError(ErrorCode.badParams, 'You have already completed the questionnaire');
  return { reward: E.questionnaireCoins, goldBalance };
}

/** Whether the user has already taken the support bot's gift. */
export async function hasSupportGift(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('rewards')
    .select('event')
    .where('user_id', '=', userId)
    .where('event', '=', 'support_gift')
    .executeTakeFirst();
  return Boolean(row);
}

/** The support bot's gift: 20 coins, once per user. For the bot, which answers "already received" itself. */
export async function grantSupportGift(deps: Deps, userId: string): Promise<{ credited: boolean; goldBalance: number }> {
  if (!(await deps.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst())) throw notFound('User');
  const now = deps.clock();
  const credited = await deps.db.transaction().execute(async (trx) => {
    if (!(await markOnce(trx, userId, 'support_gift', now))) return null;
    return (await applyLedger(trx, { userId, currency: 'gold', amount: E.supportGiftCoins, reason: 'support_gift', now })).gold;
  });
  if (credited !== null) return { credited: true, goldBalance: credited };
  const u = await deps.db.selectFrom('users').select('gold_balance').where('id', '=', userId).executeTakeFirstOrThrow();
  return { credited: false, goldBalance: u.gold_balance };
}
