import type { Deps } from '../../deps.js';
import { sendNotice, tableFor, type NoticeChannel } from '../notice.js';
import { orderNoticeTexts, type OrderNoticeTexts } from './notice-texts.js';
import type { ServiceOrderRow } from './view.js';

/**
 * Telling the two sides of a service order of its moves (docs/service-orders.md): the creator of a
 * new order, the buyer of each answer (confirmed, delivered, rejected with the reason) and of a
 * refund by the order's own clock. Through the bot when they linked Telegram and the bot runs,
 * else by mail to their email identity, in their language. Sent after the move is committed and
 * outside the caller's request (a slow mail server never holds up a confirm); a failure is logged.
 */
export type OrderNotice = 'newOrder' | 'confirmed' | 'delivered' | 'rejected' | 'expired' | 'withdrawn';
/** `name`: her name when her row may be gone by the time the notice is sent (a deletion). */
type OrderFacts = Pick<ServiceOrderRow, 'user_id' | 'provider_id' | 'character_id' | 'reject_reason'> & { name?: string };

const pending = new Set<Promise<unknown>>();

/** Resolves once every notice sent so far has been delivered or given up (tests). */
export const orderNoticesIdle = () => Promise.all([...pending]).then(() => undefined);

function textOf(t: OrderNoticeTexts, notice: OrderNotice, name: string, reason: string): string {
  const text = t[notice]({ name });
  return notice === 'rejected' && reason.trim() ? `${text}\n${t.reason({ reason: reason.trim() })}` : text;
}

async function send(deps: Deps, order: OrderFacts, notice: OrderNotice): Promise<NoticeChannel> {
  // The creator hears of a new order; every later move is news for the buyer.
  const userId = notice === 'newOrder' ? order.provider_id : order.user_id;
  const name =
    order.name ??
    (await deps.db.selectFrom('characters').select('name').where('id', '=', order.character_id).executeTakeFirst())?.name ??
    '';
  return sendNotice(deps, userId, (lang) => {
    const t = tableFor<OrderNoticeTexts>(orderNoticeTexts, lang);
    return { subject: t.subject, text: textOf(t, notice, name, order.reject_reason ?? '') };
  });
}

/** Send in the background; never throws at the caller, whose move is already committed. */
export function notifyOrderMove(deps: Deps, order: OrderFacts, notice: OrderNotice): void {
  const p = send(deps, order, notice)
    .catch((e: unknown) => deps.log.warn('service order notice not sent', { notice, error: e instanceof Error ? e.message : String(e) }))
    .finally(() => pending.delete(p));
  pending.add(p);
}
