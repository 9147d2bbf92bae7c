import { sql } from 'kysely';
import type { Deps } from '../../deps.js';
import type { Db } from '../../db/connect.js';
import type { UserRow } from '../../db/database.js';
import { jsonText } from '../../db/json-text.js';
import { ErrorCode } from '../../../shared/errors.js';
import {
  servicePrice,
  serviceWindows,
  ServiceOrderStatus as S,
  type ServiceKind,
  type ServiceOrderStatus,
} from '../../../shared/service-orders.js';
import { AppError, badParams, notFound } from '../../errors.js';
import { isPublished } from '../catalogue.js';
import { applyLedger } from '../ledger.js';
import { newId } from '../ids.js';
import { findViolation } from '../moderation/index.js';
import { toServiceOrders, type ServiceOrderRow } from './view.js';
import { notifyOrderMove } from './notices.js';
import { assertVerified, isVerified, TrustText } from '../verification.js';
import { takeCooldown, takeUse } from '../usage.js';

/**
 * Orders one buyer may place with one creator a day: placing and cancelling is free (a full
 * refund), so without a bound a buyer could fill a creator's inbox with thousands of orders.
 */
export const ORDERS_A_DAY_PER_CREATOR = 10;

/** How often one buyer's new orders are told to the creator (the others wait in the inbox). */
export const NEW_ORDER_NOTICE_EVERY_MS = 3_600_000;

/**
 * Every move of an order is ONE guarded UPDATE … WHERE status IN (<expected>) RETURNING, with
 * its ledger row in the same transaction: of any number of concurrent moves on one order exactly
 * one finds it in the state it expects, so the escrow is paid out or refunded once, never twice.
 */
export type Party = { column: 'user_id' | 'provider_id'; userId: string };

interface Move {
  orderId: string;
  from: ServiceOrderStatus[];
  to: ServiceOrderStatus;
  /** Only this side may make the move (the sweep makes its moves for nobody). */
  by?: Party;
  /** The sweep's moves: only when the order's time is up. */
  dueBy?: number;
  set?: { reply?: string; photo_ids?: string[]; reject_reason?: string; session_id?: string };
  /** Compute the fee from the price in the same statement (the payout). */
  takeFee?: number;
  now: number;
}

/** When the next window of an order in this state ends (null: final, nothing left to wait for). */
const dueAfter = (to: ServiceOrderStatus, now: number) =>
  to === S.wait
    ? now + serviceWindows.confirmMs
    : to === S.confirmed
      ? now + serviceWindows.deliverMs
      : to === S.delivered
        ? now + serviceWindows.acceptMs
        : null;

export async function guardedMove(trx: Db, m: Move): Promise<ServiceOrderRow | undefined> {
  let q = trx
    .updateTable('service_orders')
    .set({
      status: m.to,
      due_at: dueAfter(m.to, m.now),
      update_time: m.now,
      ...(m.set?.reply !== undefined ? { reply: m.set.reply } : {}),
      ...(m.set?.photo_ids ? { photo_ids: jsonText(m.set.photo_ids) } : {}),
      ...(m.set?.reject_reason !== undefined ? { reject_reason: m.set.reject_reason } : {}),
      ...(m.set?.session_id ? { session_id: m.set.session_id } : {}),
      ...(m.takeFee !== undefined ? { fee: sql<number>`price * ${m.takeFee} / 100` } : {}),
    })
    .where('id', '=', m.orderId)
    .where('status', 'in', m.from);
  if (m.by) q = q.where(m.by.column, '=', m.by.userId);
  if (m.dueBy !== undefined) q = q.where('due_at', '<=', m.dueBy);
  return q.returningAll().executeTakeFirst();
}

/** Why a move found nothing to move: someone else's order reads as missing; otherwise its state. */
export async function refused(db: Db, orderId: string, by: Party, what: string): Promise<never> {
  const row = await db
    .selectFrom('service_orders')
    .select(['status'])
    .where('id', '=', orderId)
    .where(by.column, '=', by.userId)
    .executeTakeFirst();
  if (!row) throw notFound('Order');
  throw badParams(`This order can no longer be ${what}`);
}

const refund = (trx: Db, row: ServiceOrderRow, now: number) =>
  applyLedger(trx, { userId: row.user_id, currency: 'gold', amount: row.price, reason: 'service_refund', refId: row.id, now });
const payout = (trx: Db, row: ServiceOrderRow, now: number) =>
  applyLedger(trx, {
    userId: row.provider_id,
    currency: 'gold',
    amount: row.price - row.fee,
    reason: 'service_income',
    refId: row.id,
    now,
  });

export async function answer(deps: Deps, row: ServiceOrderRow, viewer: string) {
  const [order] = await toServiceOrders(deps.db, [row], viewer, deps.config.serviceFeePercent);
  const me = await deps.db.selectFrom('users').select('gold_balance').where('id', '=', viewer).executeTakeFirstOrThrow();
  return { order: order!, goldBalance: me.gold_balance };
}

export function assertAllowedText(text: string, field: string) {
  const found = findViolation(text);
  if (found) throw new AppError(ErrorCode.contentNotAllowed, `Content not allowed (${field}: "${found.match}")`);
}

/** Order a piece from the creator of a published character: the price leaves the buyer's balance into escrow. */
export async function createServiceOrder(deps: Deps, buyer: UserRow, p: { characterId: string; kind: ServiceKind; brief: string }) {
  const c = await deps.db
    .selectFrom('characters')
    .select(['id', 'owner_id', 'release', 'visibility'])
    .where('id', '=', p.characterId)
    .executeTakeFirst();
  if (!c || !isPublished(c)) throw notFound('Character');
  if (!c.owner_id) throw badParams('This character does not take orders');
  if (c.owner_id === buyer.id) throw badParams('You cannot order from your own character');
  // Only a verified creator takes orders: the buyer's coins are never held for one who cannot.
  if (!(await isVerified(deps.db, c.owner_id))) throw badParams('This character does not take orders');
  assertAllowedText(p.brief, 'brief');
  const now = deps.clock();
  const id = newId('so');
  const price = servicePrice[p.kind];
  await deps.db.transaction().execute(async (trx) => {
    // Her row held (key share) until this commits: her deletion waits and refunds this order with
    // the rest, or went first and this is refused (custom-characters/delete.ts).
    let her = trx.selectFrom('characters').select('id').where('id', '=', c.id).where('delete_time', 'is', null);
    if (deps.dialect === 'postgres') her = her.forKeyShare();
    if (!(await her.executeTakeFirst())) throw notFound('Character');
    // One buyer's orders with one creator a UTC day: taken with the order, given back if it is refused.
    const today = `service-orders:${c.owner_id}:${new Date(now).toISOString().slice(0, 10)}`;
    if (!(await takeUse(trx, buyer.id, today, ORDERS_A_DAY_PER_CREATOR, now)))
      throw badParams(`You can place up to ${ORDERS_A_DAY_PER_CREATOR} orders a day with one creator`);
    await trx
      .insertInto('service_orders')
      .values({
        id,
        user_id: buyer.id,
        provider_id: c.owner_id!,
        character_id: c.id,
        kind: p.kind,
        price,
        fee: 0,
        status: S.wait,
        brief: p.brief,
        reply: null,
        photo_ids: jsonText([]),
        reject_reason: null,
        session_id: null,
        due_at: dueAfter(S.wait, now),
        create_time: now,
        update_time: now,
      })
      .execute();
    // Not enough coins throws 2002 here and the order above is rolled back with it.
    await applyLedger(trx, { userId: buyer.id, currency: 'gold', amount: -price, reason: 'service_order', refId: id, now });
  });
  const row = await deps.db.selectFrom('service_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  // Placing and cancelling is free (a full refund): the creator hears of one buyer's new orders at
  // most once an hour, else a buyer could ping them through the bot or mail without end.
  if ((await takeCooldown(deps.db, `service-order-notice:${c.owner_id}:${buyer.id}`, NEW_ORDER_NOTICE_EVERY_MS, now)) === 0)
    notifyOrderMove(deps, row, 'newOrder');
  return answer(deps, row, buyer.id);
}

/** The buyer takes the order back before the creator confirmed it: a full refund. */
export async function cancelServiceOrder(deps: Deps, buyer: UserRow, orderId: string) {
  const now = deps.clock();
  const by: Party = { column: 'user_id', userId: buyer.id };
  const row = await deps.db.transaction().execute(async (trx) => {
    const moved = await guardedMove(trx, { orderId, from: [S.wait], to: S.cancelled, by, now });
    if (moved) await refund(trx, moved, now);
    return moved;
  });
  return row ? answer(deps, row, buyer.id) : refused(deps.db, orderId, by, 'cancelled');
}

/** The creator turns it down (before or after confirming, not once delivered): a full refund. */
export async function rejectServiceOrder(deps: Deps, creator: UserRow, orderId: string, reason: string) {
  // The reason reaches the buyer (the order, the bot's or the mail's notice) like a delivery does.
  if (reason) assertAllowedText(reason, 'reason');
  const now = deps.clock();
  const by: Party = { column: 'provider_id', userId: creator.id };
  const row = await deps.db.transaction().execute(async (trx) => {
    const moved = await guardedMove(trx, { orderId, from: [S.wait, S.confirmed], to: S.rejected, by, set: { reject_reason: reason }, now });
    if (moved) await refund(trx, moved, now);
    return moved;
  });
  if (row) notifyOrderMove(deps, row, 'rejected');
  return row ? answer(deps, row, creator.id) : refused(deps.db, orderId, by, 'rejected');
}

/** The creator takes the order on; from now on the buyer cannot cancel it. */
export async function confirmServiceOrder(deps: Deps, creator: UserRow, orderId: string) {
  const now = deps.clock();
  const by: Party = { column: 'provider_id', userId: creator.id };
  const theirs = await deps.db
    .selectFrom('service_orders')
    .select('id')
    .where('id', '=', orderId)
    .where('provider_id', '=', creator.id)
    .executeTakeFirst();
  if (theirs) await assertVerified(deps.db, creator.id, TrustText.verifyToServe);
  const row = await guardedMove(deps.db, { orderId, from: [S.wait], to: S.confirmed, by, now });
  if (row) notifyOrderMove(deps, row, 'confirmed');
  return row ? answer(deps, row, creator.id) : refused(deps.db, orderId, by, 'confirmed');
}

/** The buyer accepts the delivery: the escrow goes to the creator, less the platform fee. */
export async function acceptServiceOrder(deps: Deps, buyer: UserRow, orderId: string) {
  const now = deps.clock();
  const by: Party = { column: 'user_id', userId: buyer.id };
  const row = await deps.db.transaction().execute(async (trx) => {
    const moved = await guardedMove(trx, { orderId, from: [S.delivered], to: S.done, by, takeFee: deps.config.serviceFeePercent, now });
    if (moved) await payout(trx, moved, now);
    return moved;
  });
  return row ? answer(deps, row, buyer.id) : refused(deps.db, orderId, by, 'accepted');
}

/**
 * Her creator deleted the character (or erased their account) before delivering: every order of
 * hers not yet delivered is turned down and refunded at once, in the deletion's transaction (one
 * guarded UPDATE: a confirm or a delivery racing it either moved the order first or finds it
 * refunded). A delivered order stays: the buyer has the piece, and accepting it pays as before.
 */
export async function withdrawOrdersOf(trx: Db, characterId: string, now: number): Promise<ServiceOrderRow[]> {
  const moved = await trx
    .updateTable('service_orders')
    .set({ status: S.rejected, due_at: null, update_time: now })
    .where('character_id', '=', characterId)
    .where('status', 'in', [S.wait, S.confirmed])
    .returningAll()
    .execute();
  for (const row of moved) await refund(trx, row, now);
  return moved;
}

/**
 * The timed sweep's move on one order whose window is over: not confirmed or not delivered in
 * time is refunded; delivered and not accepted in time is paid to the creator. Guarded by the
 * status and by `due_at`, so it races a buyer's or creator's own move safely. True when it moved.
 */
export async function settleDueOrder(
  deps: Deps,
  orderId: string,
  status: ServiceOrderStatus,
  now: number,
): Promise<'refunded' | 'paid' | null> {
  const settled = await deps.db.transaction().execute(async (trx) => {
    if (status === S.delivered) {
      const moved = await guardedMove(trx, {
        orderId,
        from: [S.delivered],
        to: S.done,
        dueBy: now,
        takeFee: deps.config.serviceFeePercent,
        now,
      });
      if (!moved) return null;
      await payout(trx, moved, now);
      return 'paid';
    }
    const moved = await guardedMove(trx, { orderId, from: [S.wait, S.confirmed], to: S.expired, dueBy: now, now });
    if (!moved) return null;
    await refund(trx, moved, now);
    return moved;
  });
  if (!settled || settled === 'paid') return settled;
  notifyOrderMove(deps, settled, 'expired');
  return 'refunded';
}
