import type { AnalyticsConfig } from '../../analytics-config.js';
import { postJson, type ConversionEvent, type SendResult } from './platforms.js';

/** TikTok's standard names: a paid order is `CompletePayment` there. */
const tiktokName: Record<ConversionEvent['name'], string> = {
  CompleteRegistration: 'CompleteRegistration',
  Lead: 'SubmitForm',
  AddPaymentInfo: 'AddPaymentInfo',
  Purchase: 'CompletePayment',
};

/**
 * TikTok Events API 1.3: POST {base}/open_api/v1.3/event/track/ with the `Access-Token` header;
 * a web event of the pixel (`event_source_id`). Email and external id go SHA-256 hashed; the
 * answer's `code` is 0 when accepted.
 */
export function tiktokBody(pixelCode: string, e: ConversionEvent) {
  return {
    event_source: 'web',
    event_source_id: pixelCode,
    data: [
      {
        event: tiktokName[e.name],
        event_time: Math.floor(e.time / 1000),
        event_id: e.id,
        user: {
          ...(e.emailHash && { email: e.emailHash }),
          ...(e.externalIdHash && { external_id: e.externalIdHash }),
          ...(e.ttclid && { ttclid: e.ttclid }),
          ...(e.ttp && { ttp: e.ttp }),
          ...(e.ip && { ip: e.ip }),
          ...(e.userAgent && { user_agent: e.userAgent }),
        },
        properties: {
          ...(e.value !== undefined && { value: e.value }),
          ...(e.currency && { currency: e.currency }),
          ...(e.orderId && { order_id: e.orderId }),
          ...(e.contentType && { content_type: e.contentType }),
        },
        page: { url: e.url },
      },
    ],
  };
}

export async function sendTikTok(cfg: NonNullable<AnalyticsConfig['tiktok']>, e: ConversionEvent): Promise<SendResult> {
  const r = await postJson(`${cfg.apiBase}/open_api/v1.3/event/track/`, tiktokBody(cfg.pixelCode, e), { 'Access-Token': cfg.accessToken });
  if ('ok' in r) return r;
  const body = r.json as { code?: number; message?: string } | null;
  // TikTok answers HTTP 200 with a non-zero code for refusals; 40100-ish rate limits are worth a retry.
  if (body?.code === 0) return { ok: true };
  return {
    ok: false,
    retry: body?.code === 40100 || body?.code === undefined,
    error: `code ${String(body?.code)}: ${body?.message ?? ''}`,
  };
}
