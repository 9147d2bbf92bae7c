import type { AnalyticsConfig } from '../../analytics-config.js';
import { postJson, type ConversionEvent, type SendResult } from './platforms.js';

/**
 * Meta Conversions API: POST {base}/{version}/{pixel}/events with `data` (server events) and the
 * `access_token`. Email and external id go hashed (SHA-256 hex of the normalised value, as Meta
 * requires); fbc, fbp, the IP address and the user agent go as they are.
 */
export function metaBody(token: string, e: ConversionEvent) {
  const userData = {
    ...(e.emailHash && { em: [e.emailHash] }),
    ...(e.externalIdHash && { external_id: [e.externalIdHash] }),
    ...(e.fbc && { fbc: e.fbc }),
    ...(e.fbp && { fbp: e.fbp }),
    ...(e.ip && { client_ip_address: e.ip }),
    ...(e.userAgent && { client_user_agent: e.userAgent }),
  };
  const customData = {
    ...(e.value !== undefined && { value: e.value }),
    ...(e.currency && { currency: e.currency }),
    ...(e.orderId && { order_id: e.orderId }),
    ...(e.contentType && { content_type: e.contentType }),
  };
  return {
    data: [
      {
        event_name: e.name,
        event_time: Math.floor(e.time / 1000),
        event_id: e.id,
        action_source: 'website',
        event_source_url: e.url,
        user_data: userData,
        ...(Object.keys(customData).length > 0 && { custom_data: customData }),
      },
    ],
    access_token: token,
  };
}

export async function sendMeta(cfg: NonNullable<AnalyticsConfig['meta']>, e: ConversionEvent): Promise<SendResult> {
  const r = await postJson(`${cfg.apiBase}/${cfg.version}/${encodeURIComponent(cfg.pixelId)}/events`, metaBody(cfg.accessToken, e));
  if ('ok' in r) return r;
  const received = (r.json as { events_received?: number } | null)?.events_received;
  return received === 1 ? { ok: true } : { ok: false, retry: true, error: `events_received ${String(received)}` };
}
