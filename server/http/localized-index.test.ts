import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTestApp, type TestApp } from '../test/harness.js';

const INDEX = '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <title>t</title>\n  </head>\n  <body></body>\n</html>\n';

let t: TestApp;
let dist: string;
afterEach(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (path: string) => (await t.app.request(path)).text();

describe('the HTML the server sends for a route', () => {
  it('carries the lang and dir of its locale prefix from the first byte, and hreflang alternates', async () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    t = await makeTestApp({ env: { DIST_DIR: dist, PUBLIC_URL: 'https://app.example' } });

    const ar = await page('/ar/chat');
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain('<link rel="alternate" hreflang="en" href="https://app.example/chat" />');
    expect(ar).toContain('<link rel="alternate" hreflang="zh-Hant" href="https://app.example/zh-hant/chat" />');
    expect(ar).toContain('<link rel="alternate" hreflang="x-default" href="https://app.example/chat" />');

    expect(await page('/ar')).toContain('<html lang="ar" dir="rtl">');
    expect(await page('/ja/settings/language')).toContain('<html lang="ja" dir="ltr">');
    const home = await page('/');
    expect(home).toContain('<html lang="en" dir="ltr">');
    expect(home).toContain('<link rel="alternate" hreflang="ar" href="https://app.example/ar" />');
    // A path that only looks like a prefix is English.
    expect(await page('/arabic-night')).toContain('<html lang="en" dir="ltr">');
  });
});
