/**
 * Account deletion with a grace period (docs/trust-and-safety.md). Asking for it starts
 * DELETION_GRACE_DAYS during which signing in offers to cancel; after it, the sweep erases the
 * account's personal data and content. Ledger, orders and subscriptions stay (accounting), tied to
 * an anonymous user row that can no longer sign in.
 */
import { scheduledJob } from '../../jobs/define.js';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterRemoval, removeCharacter, type Removed } from '../custom-characters/delete.js';
import type { Deps } from '../../deps.js';
import type { Db } from '../../db/connect.js';
import { jsonText } from '../../db/json-text.js';
import { DELETION_GRACE_DAYS } from '../../../shared/trust.js';
import { privateDir, sweepStaleUploads } from '../verification.js';
import { editStarsSubscription, renewsStarsSubscription, stopStarsSubscriptionOfClosed } from '../stars/subscriptions.js';
import type { UserRow } from '../../db/database.js';
import { stopCardRenewals } from '../subscriptions.js';
import { cancelOrdersOfClosedAccount } from '../orders/closed-owner.js';

export const GRACE_MS = DELETION_GRACE_DAYS * 24 * 3_600_000;

/**
 * Starts (or restarts) the grace period; the profile's dangerZone flag follows. The card
 * subscription stops renewing at once, as a cancel does (Premium paid for lasts to its period's
 * end): nobody asking to be deleted expects a charge in the grace period. Withdrawing leaves it
 * cancelled; the Subscription page resumes it.
 */
export async function requestDeletion(db: Db, userId: string, now: number): Promise<number> {
  const deleteAfter = now + GRACE_MS;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('account_deletions')
      .values({ user_id: userId, requested_at: now, delete_after: deleteAfter, done_at: null })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ requested_at: now, delete_after: deleteAfter }).where('account_deletions.done_at', 'is', null),
      )
      .execute();
    await trx.updateTable('users').set({ danger_zone: 1, update_time: now }).where('id', '=', userId).execute();
    await stopCardRenewals(trx, userId, now);
  });
  return deleteAfter;
}

/**
 * The same for a Stars subscription, which Telegram renews: cancelled there (best effort: should
 * Telegram not answer now, the erasure at the grace period's end stops it, as before).
 */
export async function stopStarsRenewalOnDeletion(deps: Deps, user: UserRow): Promise<void> {
  if (!(await renewsStarsSubscription(deps, user.id))) return;
  try {
    await editStarsSubscription(deps, user, true);
  } catch (e) {
    deps.log.warn('stars subscription not cancelled at deletion request', { userId: user.id, error: String(e) });
  }
}

/** Withdraws a deletion still in its grace period. */
export async function cancelDeletion(db: Db, userId: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('account_deletions').where('user_id', '=', userId).where('done_at', 'is', null).execute();
    await trx.updateTable('users').set({ danger_zone: 0, update_time: now }).where('id', '=', userId).execute();
  });
}

export async function deletionInfo(db: Db, userId: string): Promise<{ deleteAfter: number | null; graceDays: number }> {
  const row = await db
    .selectFrom('account_deletions')
    .select('delete_after')
    .where('user_id', '=', userId)
    .where('done_at', 'is', null)
    .executeTakeFirst();
  return { deleteAfter: row ? Number(row.delete_after) : null, graceDays: DELETION_GRACE_DAYS };
}

/**
 * Erases the accounts whose grace period is over. Each is claimed by one guarded UPDATE (done_at
 * set only where still null), so two processes sweeping at once erase each account once.
 */
export async function sweepDeletions(deps: Deps, now: number): Promise<string[]> {
  const due = await deps.db
    .selectFrom('account_deletions')
    .select('user_id')
    .where('done_at', 'is', null)
    .where('delete_after', '<=', now)
    .limit(100)
    .execute();
  const erased: string[] = [];
  for (const { user_id: userId } of due) {
    const claimed = await deps.db
      .updateTable('account_deletions')
      .set({ done_at: now })
      .where('user_id', '=', userId)
      .where('done_at', 'is', null)
      .where('delete_after', '<=', now)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    await eraseAccount(deps, userId, now);
    erased.push(userId);
  }
  return erased;
}

/** Personal data and content go; the user row stays, anonymous, for the ledger's sake. */
export async function eraseAccount(deps: Deps, userId: string, now: number): Promise<void> {
  const db = deps.db;
  const characters = await db.selectFrom('characters').select('id').where('owner_id', '=', userId).execute();
  const gone = await db.transaction().execute(async (trx) => {
    for (const table of [
      'tokens',
      'identities',
      'sessions',
      'payment_cards',
      'meet_likes',
      'reports',
      'appeals',
      'social_links',
      'profile_verifications',
      'moderation_flags',
      'chat_restrictions',
      'usage_counters',
      'memory_facts',
    ] as const) {
      await trx.deleteFrom(table).where('user_id', '=', userId).execute();
    }
    // Nothing renews for an account nobody can sign in to: the card's renewals stop here (its card
    // goes above), the Stars subscription at Telegram once this commits. Nothing is sold to it either.
    await cancelOrdersOfClosedAccount(trx, userId, now);
    await stopCardRenewals(trx, userId, now);
    // Each goes as its creator's deletion takes it: photos others paid for stay theirs (docs/money.md).
    const removed: Removed[] = [];
    for (const c of characters) removed.push(await removeCharacter(deps, trx, c.id, userId));
    await trx
      .updateTable('users')
      .set({
        nick: 'Deleted user',
        avatar: '',
        channel: '',
        country_code: '',
        city: '',
        tags: jsonText<string[]>([]),
        preferences: jsonText({}),
        danger_zone: 0,
        referrer_id: null,
        update_time: now,
      })
      .where('id', '=', userId)
      .execute();
    return removed;
  });
  await afterRemoval(deps, gone);
  await stopStarsSubscriptionOfClosed(deps, userId, 'erased');
  await rm(join(privateDir(deps.config.dataDir), userId), { recursive: true, force: true });
}

/** The timed work of trust: due deletions and stale verification uploads, every ten minutes. */
export const trustSweepJob = scheduledJob('trust.sweep', '*/10 * * * *', async (deps) => {
  const now = deps.clock();
  const erased = await sweepDeletions(deps, now);
  const uploads = await sweepStaleUploads(deps, now);
  if (erased.length || uploads) deps.log.info('trust sweep', { erased: erased.length, staleUploads: uploads });
});
