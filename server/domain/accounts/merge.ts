import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { UserRow } from '../../db/database.js';
import { energy as E, LIFETIME_VIP_MS } from '../../../shared/constants.js';
import { applyLedger } from '../ledger.js';

/** Rows of a visitor that simply change hands: nothing about them is unique per user. */
const movedWhole = ['orders', 'sessions', 'subscriptions', 'payment_cards', 'reports', 'moderation_flags'] as const;

/**
 * Rows keyed by (user_id, key): a visitor's row moves unless the account already has one for the
 * same key (then the account's stays and the visitor's is left behind with the dead visitor).
 * `null`: the user is the whole key.
 */
const movedUnlessHeld = [
  ['photo_unlocks', 'photo_id'],
  ['rewards', 'event'],
  ['script_progress', 'script_id'],
  ['chat_restrictions', null],
] as const;

/**
 * Fold a visitor account into the account its owner just signed in to, inside the sign-in's
 * transaction: chats (sessions and their messages), orders, subscriptions, cards, unlocked photos,
 * story progress, the quiz answers (when the account has none), Premium time, coins and the energy beyond the free start (the account had its own
 * free start: it is not given twice). Balances move as a pair of 'merge' ledger rows so each
 * account's ledger still adds up to its balance; the visitor's own history stays where it was
 * written. The visitor's tokens are revoked.
 *
 * The primary key of `account_merges` claims the visitor first: of any number of sign-ins carrying
 * the same visitor token at once, one merges and the others wait for it and then merge nothing.
 * Answers whether this call merged.
 */
export async function mergeVisitor(trx: Db, visitorId: string, accountId: string, now: number): Promise<boolean> {
  if (visitorId === accountId) return false;
  const claimed = await trx
    .insertInto('account_merges')
    .values({ visitor_id: visitorId, user_id: accountId, create_time: now })
    .onConflict((oc) => oc.column('visitor_id').doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) !== 1) return false;
  const visitor = await trx.selectFrom('users').select('is_visitor').where('id', '=', visitorId).executeTakeFirst();
  if (visitor?.is_visitor !== 1) {
    // Signed up meanwhile (it is an account of its own now): nothing to fold.
    await trx.deleteFrom('account_merges').where('visitor_id', '=', visitorId).execute();
    return false;
  }

  // Orders before the user rows: a payment credit locks its order, then its user, in that order.
  for (const table of movedWhole) {
    await sql`UPDATE ${sql.table(table)} SET user_id = ${accountId} WHERE user_id = ${visitorId}`.execute(trx);
  }
  for (const [table, key] of movedUnlessHeld) {
    const sameKey = key ? sql` AND held.${sql.ref(key)} = ${sql.table(table)}.${sql.ref(key)}` : sql``;
    await sql`UPDATE ${sql.table(table)} SET user_id = ${accountId} WHERE user_id = ${visitorId}
      AND NOT EXISTS (SELECT 1 FROM ${sql.table(table)} AS held WHERE held.user_id = ${accountId}${sameKey})`.execute(trx);
  }
  // What she remembers of the visitor (docs/memory.md): each fact moves unless the account has the same one with her.
  await sql`UPDATE memory_facts SET user_id = ${accountId} WHERE user_id = ${visitorId}
    AND NOT EXISTS (SELECT 1 FROM memory_facts AS held WHERE held.user_id = ${accountId}
      AND held.character_id = memory_facts.character_id AND held.norm = memory_facts.norm)`.execute(trx);

  const from = await lockUser(trx, visitorId, now);
  const into = await lockUser(trx, accountId, now);
  const moves = { gold: from.gold_balance, energy: Math.max(0, from.energy - E.initialEnergy) };
  for (const currency of ['gold', 'energy'] as const) {
    const amount = moves[currency];
    if (amount <= 0) continue;
    await applyLedger(trx, { userId: visitorId, currency, amount: -amount, reason: 'merge', refId: accountId, now });
    await applyLedger(trx, { userId: accountId, currency, amount, reason: 'merge', refId: visitorId, now });
  }
  if (from.vip_expire_at > now) {
    const vip = premiumAfterMerge(into.vip_expire_at, from.vip_expire_at, now);
    await trx.updateTable('users').set({ vip_expire_at: vip, update_time: now }).where('id', '=', accountId).execute();
    await trx.updateTable('users').set({ vip_expire_at: now, update_time: now }).where('id', '=', visitorId).execute();
  }
  // The landing quiz's answers ride along when the account has none of its own.
  if (into.preferences === '{}' && from.preferences !== '{}') {
    await trx
      .updateTable('users')
      .set({ preferences: from.preferences })
      .where('id', '=', accountId)
      .where('preferences', '=', into.preferences)
      .execute();
  }
  await trx.updateTable('tokens').set({ revoked_at: now }).where('user_id', '=', visitorId).where('revoked_at', 'is', null).execute();
  return true;
}

/** The account keeps its own Premium and gains what the visitor had left; lifetime wins. */
export function premiumAfterMerge(accountExpireAt: number, visitorExpireAt: number, now: number): number {
  if (visitorExpireAt >= LIFETIME_VIP_MS || accountExpireAt >= LIFETIME_VIP_MS)
    return Math.max(LIFETIME_VIP_MS, accountExpireAt, visitorExpireAt);
  return Math.max(now, accountExpireAt) + Math.max(0, visitorExpireAt - now);
}

/** The row, locked until the transaction ends (an UPDATE takes the lock on PostgreSQL). */
const lockUser = (trx: Db, id: string, now: number): Promise<UserRow> =>
  trx.updateTable('users').set({ update_time: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
