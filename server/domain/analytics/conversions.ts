import type { Db } from '../../db/connect.js';
import type { Selectable } from 'kysely';
import type { AdConversionTable } from '../../db/database.js';
import type { OrderRow } from '../../db/database.js';
import type { Deps } from '../../deps.js';
import { newId, sha256Hex } from '../ids.js';
import { platforms, type ConversionEvent, type Platform, type SendResult } from './platforms.js';
import { sendMeta } from './meta.js';
import { sendTikTok } from './tiktok.js';

const MINUTE = 60_000;
/** A sender holds a row this long while it talks to the platform, so another process leaves it alone. */
const LEASE_MS = 2 * MINUTE;
export const MAX_ATTEMPTS = 8;
/** Meta refuses events older than 7 days; TikTok's window is the same. */
const MAX_AGE_MS = 7 * 24 * 60 * MINUTE;
/** 30 s, 1 min, 2 min … at most an hour between tries. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * MINUTE);

export type ConversionName = 'CompleteRegistration' | 'Lead' | 'AddPaymentInfo' | 'Purchase';

export interface ConversionData {
  value?: number;
  currency?: string;
  orderId?: string;
  contentType?: string;
  /** SHA-256 of the trimmed, lower-cased email (a Lead before any account has it). */
  emailHash?: string;
}

export const hashEmail = (email: string) => sha256Hex(email.trim().toLowerCase());

/**
 * Queue a conversion for every ad platform, once per (subject, event, platform): the unique key
 * turns a repeated sign-up, checkout or paid notification into nothing. Called after the user's
 * own write has committed; it never throws, so the user's call goes on whatever happens here.
 * A platform that is not configured keeps its rows unsent until the retention sweep.
 */
export async function queueConversion(
  db: Db,
  c: { event: ConversionName; subject: string; userId: string | null; data?: ConversionData },
  now: number,
): Promise<void> {
  try {
    await db
      .insertInto('ad_conversions')
      .values(
        platforms.map((platform) => ({
          id: newId('conv'),
          subject: c.subject,
          event: c.event,
          platform,
          user_id: c.userId,
          data: JSON.stringify(c.data ?? {}),
          next_at: now,
          sent_at: null,
          failed_at: null,
          last_error: null,
          create_time: now,
        })),
      )
      .onConflict((oc) => oc.columns(['subject', 'event', 'platform']).doNothing())
      .execute();
  } catch (e) {
    console.warn('ad conversion not queued', c.event, c.subject, String(e));
  }
}

/** An order's checkout start or payment, with its value (orders keep cents). */
export const queueOrderConversion = (
  db: Db,
  event: 'AddPaymentInfo' | 'Purchase',
  order: Pick<OrderRow, 'id' | 'user_id' | 'amount_cents' | 'currency' | 'kind'>,
  now: number,
) =>
  queueConversion(
    db,
    {
      event,
      subject: order.id,
      userId: order.user_id,
      data: { value: order.amount_cents / 100, currency: order.currency, orderId: order.id, contentType: order.kind },
    },
    now,
  );

/** What the platforms match a conversion to a person by, gathered when it is sent. */
async function eventOf(deps: Deps, row: Selectable<AdConversionTable>): Promise<ConversionEvent> {
  const data = JSON.parse(row.data) as ConversionData;
  const [ids, email] = row.user_id
    ? await Promise.all([
        deps.db.selectFrom('ad_ids').selectAll().where('user_id', '=', row.user_id).executeTakeFirst(),
        deps.db
          .selectFrom('identities')
          .select('subject')
          .where('user_id', '=', row.user_id)
          .where('type', '=', 'email')
          .executeTakeFirst(),
      ])
    : [undefined, undefined];
  return {
    id: row.id,
    name: row.event as ConversionName,
    time: row.create_time,
    emailHash: data.emailHash ?? (email ? hashEmail(email.subject) : undefined),
    externalIdHash: row.user_id ? sha256Hex(row.user_id) : undefined,
    fbc: ids?.fbc ?? undefined,
    fbp: ids?.fbp ?? undefined,
    ttclid: ids?.ttclid ?? undefined,
    ttp: ids?.ttp ?? undefined,
    ip: ids?.ip ?? undefined,
    userAgent: ids?.user_agent ?? undefined,
    url: ids?.page_url ?? deps.config.publicUrl,
    value: data.value,
    currency: data.currency,
    orderId: data.orderId,
    contentType: data.contentType,
  };
}

/**
 * Send what is due to each configured platform. Each row is claimed by a guarded UPDATE (its
 * `next_at` moved by a lease) before the network call, so two senders never send one row; a 5xx,
 * 429 or network error is tried again with backoff, a 4xx is given up.
 */
export async function deliverConversions(
  deps: Deps,
  send: (p: Platform, e: ConversionEvent) => Promise<SendResult> = (p, e) => sendTo(deps, p, e),
): Promise<{ sent: number; retried: number; failed: number }> {
  const now = deps.clock();
  const out = { sent: 0, retried: 0, failed: 0 };
  const enabled = platforms.filter((p) => deps.config.analytics[p]);
  if (enabled.length === 0) return out;
  const due = await deps.db
    .selectFrom('ad_conversions')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_at', '<=', now)
    .where('platform', 'in', enabled)
    .orderBy('next_at')
    .limit(100)
    .execute();
  for (const row of due) {
    const claimed = await deps.db
      .updateTable('ad_conversions')
      .set({ next_at: now + LEASE_MS })
      .where('id', '=', row.id)
      .where('next_at', '=', row.next_at)
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    if (row.create_time < now - MAX_AGE_MS) {
      await deps.db
        .updateTable('ad_conversions')
        .set({ failed_at: now, last_error: 'older than the platforms accept' })
        .where('id', '=', row.id)
        .execute();
      out.failed++;
      continue;
    }
    const attempts = row.attempts + 1;
    let result: SendResult;
    try {
      result = await send(row.platform as Platform, await eventOf(deps, row));
    } catch (e) {
      result = { ok: false, retry: true, error: String(e) };
    }
    if (result.ok) {
      await deps.db
        .updateTable('ad_conversions')
        .set({ sent_at: deps.clock(), attempts, last_error: null })
        .where('id', '=', row.id)
        .execute();
      out.sent++;
    } else if (result.retry && attempts < MAX_ATTEMPTS) {
      await deps.db
        .updateTable('ad_conversions')
        .set({ attempts, next_at: now + backoffMs(attempts), last_error: result.error.slice(0, 500) })
        .where('id', '=', row.id)
        .execute();
      out.retried++;
    } else {
      await deps.db
        .updateTable('ad_conversions')
        .set({ attempts, failed_at: now, last_error: result.error.slice(0, 500) })
        .where('id', '=', row.id)
        .execute();
      deps.log.warn('ad conversion given up', { id: row.id, platform: row.platform, event: row.event, error: result.error.slice(0, 200) });
      out.failed++;
    }
  }
  return out;
}

async function sendTo(deps: Deps, platform: Platform, e: ConversionEvent): Promise<SendResult> {
  const { meta, tiktok } = deps.config.analytics;
  if (platform === 'meta' && meta) return sendMeta(meta, e);
  if (platform === 'tiktok' && tiktok) return sendTikTok(tiktok, e);
  return { ok: false, retry: false, error: `${platform} is not configured` };
}
