import type { Db } from '../../db/connect.js';
import type { OrderRow, UserRow, VipPlanRow } from '../../db/database.js';
import type { Deps } from '../../deps.js';
import type { ExitOffer } from '../../../shared/schemas/discount.js';
import { DiscountType } from '../../../shared/enums.js';
import { ErrorCode } from '../../../shared/errors.js';
import { isLifetime, limits } from '../../../shared/constants.js';
import { centsToPrice, selectPlans } from '../../../shared/plans.js';
import { AppError } from '../../errors.js';
import { toVipPlan } from '../plans.js';
import { insertOrder } from './create.js';
import { findOrder } from './view.js';

/**
 * The exit offer (docs/money.md): closing the Premium popup offers one plan at a deeper discount,
 * once per user, for `followUpDiscountS` seconds. Both "once" rules are primary keys of the
 * `rewards` table: `offer:exit` (its create_time starts the window) and `offer:exit:order` (one
 * order at the offer's price, inserted in the order's own transaction).
 */
export const EXIT_OFFER_PCT = 70;
export const EXIT_ORDER_FROM = 'exit_offer';
const OFFER_EVENT = 'offer:exit';
const ORDER_EVENT = 'offer:exit:order';
const WINDOW_MS = limits.followUpDiscountS * 1000;

const markOnce = async (db: Db, userId: string, event: string, now: number) => {
  const r = await db
    .insertInto('rewards')
    .values({ user_id: userId, event, create_time: now })
    .onConflict((oc) => oc.columns(['user_id', 'event']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;
};
const markerTime = async (db: Db, userId: string, event: string) =>
  (await db.selectFrom('rewards').select('create_time').where('user_id', '=', userId).where('event', '=', event).executeTakeFirst())
    ?.create_time;

interface OfferTerms {
  plan: VipPlanRow;
  priceCents: number;
  stars: number;
  discount: number;
}

/**
 * What is offered: a plan the catalogue marks with the exit discount type, at its own price; else
 * the 1-month plan of the regular list at 70% off its original price. Nothing when that would not
 * be cheaper than today's price.
 */
async function offerTerms(db: Db): Promise<OfferTerms | undefined> {
  const rows = await db.selectFrom('vip_plans').selectAll().where('active', '=', 1).where('lifetime', '=', 0).orderBy('sort').execute();
  const marked = rows.find((p) => p.discount_type === DiscountType.exit);
  if (marked) return { plan: marked, priceCents: marked.price_cents, stars: marked.tg_star, discount: marked.discount };
  const monthly = selectPlans(rows.filter((p) => p.discount_type !== DiscountType.exit)).find((p) => p.month === 1);
  if (!monthly) return undefined;
  const priceCents = Math.round((monthly.original_price_cents * (100 - EXIT_OFFER_PCT)) / 100);
  if (priceCents <= 0 || priceCents >= monthly.price_cents) return undefined;
  const stars = monthly.tg_star > 0 ? Math.max(1, Math.round((monthly.tg_star * priceCents) / monthly.price_cents)) : 0;
  return { plan: monthly, priceCents, stars, discount: EXIT_OFFER_PCT };
}

/** The plan as the offer shows it: the offer's price, scaled local prices and Stars, the window's end. */
function offeredPlan(t: OfferTerms, expireAt: number, now: number) {
  const ratio = t.priceCents / t.plan.price_cents;
  const base = toVipPlan(t.plan, now);
  return {
    ...base,
    price: centsToPrice(t.priceCents),
    discount: t.discount,
    discountType: DiscountType.exit,
    discountExpireTime: expireAt,
    priceMMK: Math.round(t.plan.price_mmk * ratio),
    priceINR: Math.round(t.plan.price_inr * ratio),
    priceMYR: Math.round(t.plan.price_myr * ratio * 10) / 10,
    priceIDR: Math.round(t.plan.price_idr * ratio),
    tgStar: t.stars,
  };
}

/** The offer's window for this user, opened the first time it is asked for; undefined once it has passed. */
async function openWindow(db: Db, user: UserRow, now: number, open: boolean): Promise<number | undefined> {
  if (open) await markOnce(db, user.id, OFFER_EVENT, now);
  const started = await markerTime(db, user.id, OFFER_EVENT);
  if (started === undefined) return undefined;
  const expireAt = started + WINDOW_MS;
  return now < expireAt ? expireAt : undefined;
}

/** The leaving user's offer: the same one for the whole window, never again after it. Lifetime Premium gets none. */
export async function exitOffer(deps: Deps, user: UserRow): Promise<ExitOffer | null> {
  const now = deps.clock();
  if (isLifetime(user.vip_expire_at)) return null;
  const terms = await offerTerms(deps.db);
  if (!terms) return null;
  const expireAt = await openWindow(deps.db, user, now, true);
  return expireAt === undefined ? null : { plan: offeredPlan(terms, expireAt, now), expireAt };
}

const expired = () => new AppError(ErrorCode.badParams, 'This offer has expired');

/**
 * An order at the offer's price, only inside its window and only one per user: the marker row and
 * the order commit together, so concurrent asks make one order; the others answer that order
 * while it waits for payment.
 */
export async function createExitOrder(deps: Deps, user: UserRow, extraJson: string | undefined): Promise<OrderRow> {
  const now = deps.clock();
  if (isLifetime(user.vip_expire_at) || (await openWindow(deps.db, user, now, false)) === undefined) throw expired();
  const terms = await offerTerms(deps.db);
  if (!terms) throw expired();
  const id = await deps.db.transaction().execute(async (trx) => {
    if (!(await markOnce(trx, user.id, ORDER_EVENT, now))) return null;
    return insertOrder(
      trx,
      user.id,
      { kind: 'vip', itemId: terms.plan.id, comeFrom: EXIT_ORDER_FROM, extraJson },
      { cents: terms.priceCents, stars: terms.stars },
      now,
    );
  });
  if (id) return (await findOrder(deps.db, id))!;
  const taken = await deps.db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', user.id)
    .where('come_from', '=', EXIT_ORDER_FROM)
    .orderBy('create_time', 'desc')
    .executeTakeFirst();
  if (!taken) throw expired();
  return taken;
}
