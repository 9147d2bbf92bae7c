type Env = Record<string, string | undefined>;

/** Where ad conversions go (docs/analytics.md); a platform without its id and token is off. */
export interface AnalyticsConfig {
  /** Analytics events and log rows older than this are deleted by the daily sweep (ANALYTICS_RETENTION_DAYS). */
  retentionDays: number;
  /** Experiments switched on (PAYWALL_EXPERIMENT=on runs the paywall's default-plan test). */
  experiments: string[];
  meta: { pixelId: string; accessToken: string; apiBase: string; version: string } | null;
  tiktok: { pixelCode: string; accessToken: string; apiBase: string } | null;
}

const trimmed = (v: string | undefined) => v?.trim() || undefined;

export function readAnalyticsConfig(env: Env): AnalyticsConfig {
  const days = Number(env.ANALYTICS_RETENTION_DAYS?.trim() || 90);
  if (!Number.isInteger(days) || days < 1) throw new Error('ANALYTICS_RETENTION_DAYS must be a whole number of days, at least 1');
  const metaPixel = trimmed(env.META_PIXEL_ID);
  const metaToken = trimmed(env.META_ACCESS_TOKEN);
  const ttPixel = trimmed(env.TIKTOK_PIXEL_CODE);
  const ttToken = trimmed(env.TIKTOK_ACCESS_TOKEN);
  return {
    retentionDays: days,
    experiments: /^(1|on|true)$/i.test(env.PAYWALL_EXPERIMENT?.trim() ?? '') ? ['paywall_default_plan'] : [],
    meta:
      metaPixel && metaToken
        ? {
            pixelId: metaPixel,
            accessToken: metaToken,
            apiBase: (trimmed(env.META_API_BASE) ?? 'https://graph.facebook.com').replace(/\/+$/, ''),
            version: trimmed(env.META_API_VERSION) ?? 'v21.0',
          }
        : null,
    tiktok:
      ttPixel && ttToken
        ? {
            pixelCode: ttPixel,
            accessToken: ttToken,
            apiBase: (trimmed(env.TIKTOK_API_BASE) ?? 'https://business-api.tiktok.com').replace(/\/+$/, ''),
          }
        : null,
  };
}
