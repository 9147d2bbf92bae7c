/** The ad platforms conversions are forwarded to (docs/analytics.md). */
export const platforms = ['meta', 'tiktok'] as const;
export type Platform = (typeof platforms)[number];

/** One conversion as the adapters see it: identifiers already hashed where the platforms ask. */
export interface ConversionEvent {
  /** Our row id: the platforms' event_id, for their deduplication. */
  id: string;
  name: 'CompleteRegistration' | 'Lead' | 'AddPaymentInfo' | 'Purchase';
  /** Epoch ms. */
  time: number;
  emailHash?: string;
  externalIdHash?: string;
  fbc?: string;
  fbp?: string;
  ttclid?: string;
  ttp?: string;
  ip?: string;
  userAgent?: string;
  url: string;
  value?: number;
  currency?: string;
  orderId?: string;
  contentType?: string;
}

export type SendResult = { ok: true } | { ok: false; retry: boolean; error: string };

/** POST JSON; 2xx is for the caller to read, 5xx/429 and network errors are worth a retry, other statuses are not. */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown } | SendResult> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (e) {
    return { ok: false, retry: true, error: `network: ${String(e)}` };
  }
  const text = await res.text().catch(() => '');
  if (!res.ok) return { ok: false, retry: res.status >= 500 || res.status === 429, error: `HTTP ${res.status}: ${text.slice(0, 300)}` };
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // A 2xx without JSON is read as accepted by the adapter.
  }
  return { status: res.status, json };
}
