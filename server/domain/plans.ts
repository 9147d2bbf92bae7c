import type { Db } from '../db/connect.js';
import type { GoldItemRow, VipPlanRow } from '../db/database.js';
import type { GoldItem, VipPlan } from '../../shared/schemas/config.js';
import { DiscountType } from '../../shared/enums.js';
import { centsToPrice } from '../../shared/plans.js';
import { limits } from '../../shared/constants.js';

/** Discounts run in 10-minute windows; the client refreshes prices when one ends. */
const discountWindowEnd = (now: number) => {
  const w = limits.discountCountdownS * 1000;
  return Math.floor(now / w) * w + w;
};

export function toVipPlan(p: VipPlanRow, now: number): VipPlan {
  return {
    id: p.id,
    title: p.title,
    month: p.month,
    days: p.days,
    price: centsToPrice(p.price_cents),
    originalPrice: centsToPrice(p.original_price_cents),
    discount: p.discount,
    discountType: p.discount_type,
    discountExpireTime: p.discount > 0 && p.discount_type !== DiscountType.permanent ? discountWindowEnd(now) : 0,
    giftGold: p.gift_gold,
    lifetime: p.lifetime === 1,
    priceMMK: p.price_mmk,
    priceINR: p.price_inr,
    priceMYR: p.price_myr,
    priceIDR: p.price_idr,
    onlyPayTgStar: p.only_pay_tg_star === 1,
    tgStar: p.tg_star,
  };
}

export const toGoldItem = (g: GoldItemRow): GoldItem => ({
  id: g.id,
  gold: g.gold,
  bonus: g.bonus,
  price: centsToPrice(g.price_cents),
  tgStar: g.tg_star,
});

/** Active plans; the exit (retention) offers only when the client asks to retain a leaving user. */
export async function vipPlans(db: Db, now: number, retain: boolean): Promise<VipPlan[]> {
  let q = db.selectFrom('vip_plans').selectAll().where('active', '=', 1);
  if (!retain) q = q.where('discount_type', '!=', DiscountType.exit);
  const rows = await q.orderBy('sort').execute();
  return rows.map((p) => toVipPlan(p, now));
}

/** The active coin packs sold for Stars, in shop order. */
export const starsGoldItems = (db: Db) =>
  db.selectFrom('gold_items').selectAll().where('active', '=', 1).where('tg_star', '>', 0).orderBy('sort').execute();

export async function goldItems(db: Db): Promise<GoldItem[]> {
  const rows = await db.selectFrom('gold_items').selectAll().where('active', '=', 1).orderBy('sort').execute();
  return rows.map(toGoldItem);
}
