import type { Context } from 'hono';
import { brandForHost, getBrand, hostName, type Brand } from '../../shared/brands.js';
import type { Config } from '../config.js';
import { requestHeader } from './node-request.js';

/**
 * The host the browser asked for. Behind `trustProxy` proxies, the entry of X-Forwarded-Host the
 * outermost trusted proxy wrote (the same counting as X-Forwarded-For in client-ip.ts; entries a
 * client wrote further left are ignored); otherwise the Host header.
 */
export function requestHost(c: Context, trustProxy: number): string {
  if (trustProxy > 0) {
    const forwarded = (requestHeader(c, 'x-forwarded-host') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const entry = forwarded[Math.max(0, forwarded.length - trustProxy)];
    if (entry) return hostName(entry);
  }
  const host = requestHeader(c, 'host');
  if (host) return hostName(host);
  try {
    return hostName(new URL(c.req.url).host);
  } catch {
    return '';
  }
}

export interface RequestBrand {
  brand: Brand;
  /** Where links for this request point: the brand's own host over https, else PUBLIC_URL. */
  origin: string;
}

/**
 * The brand a request is for, decided by its host only (docs/brands.md): one of a brand's hosts
 * gives that brand; any other host (localhost, an IP) the configured BRAND. Never from a field
 * the client sends (the envelope's `publisher` is informational).
 */
export function requestBrand(c: Context, config: Pick<Config, 'brand' | 'publicUrl' | 'trustProxy'>): RequestBrand {
  const host = requestHost(c, config.trustProxy);
  const matched = brandForHost(host);
  if (matched) return { brand: matched, origin: `https://${host}` };
  return { brand: getBrand(config.brand), origin: config.publicUrl };
}
