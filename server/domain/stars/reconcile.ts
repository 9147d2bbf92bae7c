import type { StarTransaction } from 'grammy/types';
import type { Deps } from '../../deps.js';
import { OrderStatus } from '../../../shared/enums.js';
import { newId } from '../ids.js';
import { scheduledJob } from '../../jobs/define.js';
import { photoOfPayload } from './paid-media.js';
import { userOfTelegramId } from './telegram-id.js';
import { allTransactions, refundedIds } from './history.js';
import { giveBackPaidMedia } from './paid-media-refund.js';

/** Payments this recent may still be on their way to us: not judged yet. */
export const SETTLE_MS = 15 * 60_000;
/** Each daily run looks back this far (overlapping runs report a finding once: its unique key). */
export const LOOKBACK_MS = 3 * 24 * 3600_000;

export interface Finding {
  kind: 'credited_without_charge' | 'charged_without_credit';
  chargeId: string;
  orderId: string | null;
  userId: string | null;
  stars: number;
  details: string;
}

export interface ReconcileReport {
  transactions: number;
  found: Finding[];
  /** Findings not reported by an earlier run. */
  fresh: Finding[];
  truncated: boolean;
}

/** A paid-media charge that bought nothing, given back by this run, before, or not (Telegram refused). */
async function giveBackNow(deps: Deps, telegramUserId: number, payload: string, chargeId: string): Promise<string> {
  try {
    if (await giveBackPaidMedia(deps, { telegramUserId, payload, chargeId })) return 'given back now';
  } catch (err) {
    deps.log.error('paid media not given back', { chargeId, error: err instanceof Error ? err.message : String(err) });
    return 'not given back';
  }
  return 'given back before';
}

/** A paid-media charge's buyer and post payload. */
const mediaKey = (t: StarTransaction) => (t.source?.type === 'user' ? `${t.source.user.id}:${t.source.paid_media_payload ?? ''}` : '');

/**
 * Compare Telegram's record of Stars (getStarTransactions, paged) with ours over the last few days:
 * an incoming charge (not refunded) with no credited order or paid-media unlock is "charged
 * without credit", and so is a paid-media charge that bought a photo already unlocked (given back
 * now); a Stars order credited here whose charge Telegram does not hold (or has refunded) is
 * "credited without charge". Findings are logged and stored once each for the operator.
 */
export async function reconcileStars(deps: Deps): Promise<ReconcileReport> {
  const now = deps.clock();
  const from = now - LOOKBACK_MS;
  const until = now - SETTLE_MS;
  const inWindow = (ms: number) => ms >= from && ms <= until;
  const { list, truncated } = await allTransactions(deps);
  const refunded = refundedIds(list);
  const charges = new Map<string, StarTransaction>();
  for (const t of list) if (t.source?.type === 'user' && !refunded.has(t.id)) charges.set(t.id, t);

  const firstMediaCharge = new Map<string, string>();
  for (const t of [...charges.values()].sort((a, b) => a.date - b.date))
    if (t.source?.type === 'user' && t.source.transaction_type === 'paid_media_payment' && !firstMediaCharge.has(mediaKey(t)))
      firstMediaCharge.set(mediaKey(t), t.id);

  const found: Finding[] = [];
  for (const t of charges.values()) {
    if (!inWindow(t.date * 1000) || t.source?.type !== 'user') continue;
    const src = t.source;
    if (src.transaction_type === 'invoice_payment') {
      const order = await deps.db
        .selectFrom('orders')
        .select(['id', 'user_id', 'status'])
        .where('provider_ref', '=', t.id)
        .executeTakeFirst();
      if (order?.status === OrderStatus.hasPay) continue;
      found.push({
        kind: 'charged_without_credit',
        chargeId: t.id,
        orderId: order?.id ?? src.invoice_payload ?? null,
        userId: order?.user_id ?? (await userOfTelegramId(deps.db, src.user.id)),
        stars: t.amount,
        details: order ? `order ${order.id} is in status ${order.status}` : 'no order holds this charge',
      });
    } else if (src.transaction_type === 'paid_media_payment') {
      const photoId = photoOfPayload(src.paid_media_payload ?? '');
      const userId = await userOfTelegramId(deps.db, src.user.id);
      const bought =
        photoId && userId
          ? await deps.db
              .selectFrom('star_media_purchases')
              .select('outcome')
              .where('user_id', '=', userId)
              .where('photo_id', '=', photoId)
              .executeTakeFirst()
          : undefined;
      // One purchase unlocks the photo: the buyer's first charge for it. A later one, or one made
      // when the photo was unlocked already whose refund did not go through, bought nothing: it
      // is reported, and given back now (once: its charge id's row).
      if (bought?.outcome === 'unlocked' && firstMediaCharge.get(mediaKey(t)) === t.id) continue;
      let what = !bought ? 'not unlocked' : bought.outcome === 'refund' ? 'already unlocked' : 'bought again';
      if (bought)
        what += (await giveBackNow(deps, src.user.id, src.paid_media_payload ?? '', t.id)) ? ', given back now' : ', not given back';
      found.push({
        kind: 'charged_without_credit',
        chargeId: t.id,
        orderId: null,
        userId,
        stars: t.amount,
        details: `paid media ${src.paid_media_payload ?? ''} ${what}`,
      });
    }
  }

  if (!truncated) {
    const credited = await deps.db
      .selectFrom('orders')
      .select(['id', 'user_id', 'provider_ref', 'stars'])
      .where('pay_method', '=', 'TelegramStar')
      .where('status', '=', OrderStatus.hasPay)
      .where('paid_at', '>=', from)
      .where('paid_at', '<=', until)
      .execute();
    for (const o of credited) {
      if (o.provider_ref && charges.has(o.provider_ref)) continue;
      const why = o.provider_ref && refunded.has(o.provider_ref) ? 'Telegram refunded this charge' : 'Telegram holds no such charge';
      found.push({
        kind: 'credited_without_charge',
        chargeId: o.provider_ref ?? o.id,
        orderId: o.id,
        userId: o.user_id,
        stars: o.stars,
        details: why,
      });
    }
  }

  const fresh: Finding[] = [];
  for (const f of found) {
    const r = await deps.db
      .insertInto('star_reconciliation')
      .values({
        id: newId('rec'),
        kind: f.kind,
        charge_id: f.chargeId,
        order_id: f.orderId,
        user_id: f.userId,
        stars: f.stars,
        details: f.details,
        found_at: now,
      })
      .onConflict((oc) => oc.columns(['kind', 'charge_id']).doNothing())
      .executeTakeFirst();
    if (Number(r.numInsertedOrUpdatedRows ?? 0n) === 1) {
      fresh.push(f);
      deps.log.warn('stars reconciliation mismatch', { ...f });
    }
  }
  if (truncated) deps.log.warn('stars reconciliation read only the first pages', { transactions: list.length });
  return { transactions: list.length, found, fresh, truncated };
}

/** Daily at 03:40, once across server processes (server/jobs). */
export const starsReconcileJob = scheduledJob('stars.reconcile', '40 3 * * *', async (deps) => {
  if (!deps.bot?.ready()) return;
  const r = await reconcileStars(deps);
  deps.log.info('stars reconciliation', { transactions: r.transactions, found: r.found.length, fresh: r.fresh.length });
});
