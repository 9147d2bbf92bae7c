import { describe, expect, it } from 'vitest';
import { brandForHost, brandForUrl, brands, hostName } from './brands.js';

describe('brand by host', () => {
  it('matches a brand by its live host, test host or www., whatever the case, port or trailing dot', () => {
    expect(brandForHost('fiztok.ai')?.id).toBe('fiztok');
    expect(brandForHost('TEST.FizTok.ai:8443')?.id).toBe('fiztok');
    expect(brandForHost('www.cardric.ai.')?.id).toBe('cardric');
    expect(brandForHost('lustory.ai:443')?.id).toBe('lustory');
  });

  it('knows no other host: a look-alike, a subdomain, an IP or nothing', () => {
    for (const host of ['fiztok.ai.evil.example', 'evilfiztok.ai', 'app.fiztok.ai', '127.0.0.1:8787', '[::1]:8787', '', undefined]) {
      expect(brandForHost(host), String(host)).toBeUndefined();
    }
    expect(hostName('[::1]:8787')).toBe('[::1]');
  });

  it("the deployment brand: PUBLIC_URL's host, else the configured one", () => {
    expect(brandForUrl('https://mylux.ai', 'lustory').id).toBe('mylux');
    expect(brandForUrl('http://127.0.0.1:8787', 'buzzyin').id).toBe('buzzyin');
    expect(brandForUrl('not a url', undefined).id).toBe('lustory');
  });

  it('no two brands share a host', () => {
    const hosts = brands.flatMap((b) => [b.liveHost, b.testHost, `www.${b.liveHost}`]).filter(Boolean);
    expect(new Set(hosts).size).toBe(hosts.length);
  });
});
