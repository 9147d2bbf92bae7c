import type { Db } from '../../db/connect.js';
import type { OrderRow, UserRow } from '../../db/database.js';
import type { Deps } from '../../deps.js';
import type { OrderKind } from '../../../shared/schemas/orders.js';
import { DiscountType, OrderStatus } from '../../../shared/enums.js';
import { ErrorCode } from '../../../shared/errors.js';
import { AppError, notFound } from '../../errors.js';
import { newId } from '../ids.js';
import { createUser, type NewUserInput } from '../users.js';
import { issueToken } from '../accounts/tokens.js';
import { findOrder } from './view.js';

export interface CreateOrderInput {
  kind: OrderKind;
  itemId: string;
  comeFrom: string;
  extraJson?: string;
}

/** Price of an item as the server knows it; the client's idea of the price is never read. */
async function priceOf(deps: Deps, kind: OrderKind, itemId: string) {
  if (kind === 'vip') {
    const plan = await deps.db
      .selectFrom('vip_plans')
      .select(['price_cents', 'tg_star', 'discount_type'])
      .where('id', '=', itemId)
      .where('active', '=', 1)
      .executeTakeFirst();
    if (!plan) throw new AppError(ErrorCode.badParams, `Unknown Premium plan: ${itemId}`);
    // An exit-offer plan is sold only through its offer's window (exit-offer.ts).
    if (plan.discount_type === DiscountType.exit) throw new AppError(ErrorCode.badParams, 'This offer has expired');
    return { cents: plan.price_cents, stars: plan.tg_star };
  }
  const item = await deps.db
    .selectFrom('gold_items')
    .select(['price_cents', 'tg_star'])
    .where('id', '=', itemId)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!item) throw new AppError(ErrorCode.badParams, `Unknown coin pack: ${itemId}`);
  return { cents: item.price_cents, stars: item.tg_star };
}

/** A new order in state wait, priced from the server's plan or coin pack. */
export async function createOrder(deps: Deps, user: UserRow, input: CreateOrderInput): Promise<OrderRow> {
  const price = await priceOf(deps, input.kind, input.itemId);
  const id = await insertOrder(deps.db, user.id, input, price, deps.clock());
  return (await findOrder(deps.db, id))!;
}

export async function insertOrder(
  db: Db,
  userId: string,
  input: CreateOrderInput,
  price: { cents: number; stars: number },
  now: number,
): Promise<string> {
  const id = newId('ord');
  await db
    .insertInto('orders')
    .values({
      id,
      user_id: userId,
      kind: input.kind,
      item_id: input.itemId,
      amount_cents: price.cents,
      currency: 'USD',
      stars: price.stars,
      status: OrderStatus.wait,
      pay_method: null,
      come_from: input.comeFrom.slice(0, 64),
      extra_json: input.extraJson ?? '{}',
      provider_ref: null,
      create_time: now,
      paid_at: null,
      credited_at: null,
      cancel_time: null,
    })
    .execute();
  return id;
}

/**
 * The tour's order for someone with no account yet: everything is checked first, then the visitor
 * account, its token and the order are written in one transaction, so a refused order leaves
 * nothing behind.
 */
export async function createVisitorOrder(deps: Deps, visitor: Omit<NewUserInput, 'isVisitor' | 'now'>, input: CreateOrderInput) {
  const price = await priceOf(deps, input.kind, input.itemId);
  const now = deps.clock();
  const { id, token } = await deps.db.transaction().execute(async (trx) => {
    const user = await createUser(trx, { ...visitor, isVisitor: true, now });
    return { token: await issueToken(trx, user.id, now), id: await insertOrder(trx, user.id, input, price, now) };
  });
  return { order: (await findOrder(deps.db, id))!, token };
}

/** The caller's own order; another user's order answers exactly like a missing one. */
export async function getOwnOrder(deps: Deps, user: UserRow, orderId: string): Promise<OrderRow> {
  const o = await findOrder(deps.db, orderId);
  if (!o || o.user_id !== user.id) throw notFound('Order');
  return o;
}

/**
 * Cancel an unpaid order (wait → cancel). The guarded UPDATE makes a cancel racing a payment
 * lose cleanly: whichever flips the status first wins; a paid order stays paid. An order whose
 * payment is already recorded (credit pending) is not unpaid and cannot be cancelled.
 */
export async function cancelUnpaidOrder(deps: Deps, orderId: string): Promise<OrderRow | undefined> {
  await cancelIfUnpaid(deps.db, orderId, deps.clock()).execute();
  return findOrder(deps.db, orderId);
}

/** The guarded UPDATE of an order still unpaid (waiting, no payment recorded) to cancelled; callers may guard it further. */
export const cancelIfUnpaid = (db: Db, orderId: string, now: number) =>
  db
    .updateTable('orders')
    .set({ status: OrderStatus.cancel, cancel_time: now })
    .where('id', '=', orderId)
    .where('status', '=', OrderStatus.wait)
    .where('provider_ref', 'is', null);

/** The owner cancels an order they no longer want to pay; a paid order cannot be cancelled here. */
export async function cancelOrder(deps: Deps, user: UserRow, orderId: string): Promise<OrderRow> {
  await getOwnOrder(deps, user, orderId);
  const o = (await cancelUnpaidOrder(deps, orderId))!;
  if (o.status !== OrderStatus.cancel) throw new AppError(ErrorCode.badParams, 'This order has already been paid');
  return o;
}
