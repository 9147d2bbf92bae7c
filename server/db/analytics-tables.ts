import type { Generated } from 'kysely';

/**
 * The tables of migration 2026-12-02-analytics, added to `Database` here (module augmentation) so
 * that the analytics code owns its table types in one place (docs/analytics.md).
 */
declare module './database.js' {
  interface Database {
    analytics_events: AnalyticsEventTable;
    ad_ids: AdIdsTable;
    ad_conversions: AdConversionTable;
  }
}

/** One product event (`track(name, fields)` on the client); `fields` is bounded JSON. */
export interface AnalyticsEventTable {
  id: Generated<number>;
  name: string;
  user_id: string | null;
  /** The device's uuid from the envelope. */
  device: string;
  /** The A/B group the event was seen in. */
  ab: string;
  fields: string;
  create_time: number;
}

/** The ad click ids last seen for a user (`/v1/fz/fb/log`), read when a conversion is forwarded. */
export interface AdIdsTable {
  user_id: string;
  fbclid: string | null;
  fbc: string | null;
  fbp: string | null;
  ttclid: string | null;
  ttp: string | null;
  ip: string | null;
  user_agent: string | null;
  page_url: string | null;
  update_time: number;
}

/** A conversion to forward to one ad platform; unique on (subject, event, platform). */
export interface AdConversionTable {
  id: string;
  /** The order id (AddPaymentInfo, Purchase), else the user id or a hashed email (Lead). */
  subject: string;
  event: string;
  platform: string;
  user_id: string | null;
  /** JSON: value, currency, orderId, emailHash… (never a plain email). */
  data: string;
  attempts: Generated<number>;
  /** Not sent before this time (backoff, or a sender's lease). */
  next_at: number;
  sent_at: number | null;
  /** Given up (too many attempts, too old, or refused for good). */
  failed_at: number | null;
  last_error: string | null;
  create_time: number;
}
