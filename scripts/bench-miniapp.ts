/**
 * Mini-app budgets (DESIGN.md): first-screen JS gzip from the built `dist/` (the entry chunk and
 * everything index.html preloads, plus the home route chunk and the English catalog it needs),
 * and time-to-interactive of home in headless Chromium against a running server: from navigation
 * until the first character card is visible and clickable, median of 5 cold runs.
 *
 *   npm run build && npm start            # in one shell
 *   node --import tsx scripts/bench-miniapp.ts http://127.0.0.1:8787
 *
 * Builds nothing itself. Without a URL (argument or BASE_URL) only the size is printed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const dist = resolve(import.meta.dirname, '..', 'dist');
const BUDGET_KB = 150;
const TTI_BUDGET_MS = 1500;

function gzipKb(file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
}

/** Static imports of a chunk, followed transitively (`import … from "./x.js"`, not `import()`). */
function staticGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(join(dist, entry), 'utf8');
  for (const m of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    staticGraph(join('assets', m[1]!.slice(2)), seen);
  }
  return seen;
}

function firstScreenSize() {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/index.html missing: run `npm run build` first');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // Scripts the server writes at run time (`/app-config.js`) are not in dist/ and weigh a few bytes.
  const initial = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)]
    .map((m) => m[1]!)
    .filter((f) => existsSync(join(dist, f)));
  const files = new Set<string>();
  for (const f of initial) for (const g of staticGraph(f)) files.add(g);
  const entryKb = [...files].reduce((sum, f) => sum + gzipKb(f), 0);

  // The home route and the catalog are dynamic imports, but the first screen cannot paint without them.
  const entry = initial[0]!;
  const entryCode = readFileSync(join(dist, entry), 'utf8');
  const deps = [...new Set([...entryCode.matchAll(/["'`](?:assets\/|\.\/)([^"'`]+\.js)["'`]/g)].map((m) => `assets/${m[1]!}`))];
  const enCatalog = /["'`][^"'`]*locales\/en\/messages\.po["'`]\s*:\s*\(\)\s*=>\s*\w+\(\(\)\s*=>\s*import\(["'`]\.\/([^"'`]+\.js)/.exec(
    entryCode,
  )?.[1];
  const home = deps.find((d) => /\/home-page-[^/]+\.js$/.test(d));
  const extra = new Set<string>();
  if (home) for (const g of staticGraph(home)) if (!files.has(g)) extra.add(g);
  // The English catalog when it can be told apart, else the largest one (an upper bound).
  const catalogs = enCatalog ? [`assets/${enCatalog}`] : deps.filter((d) => /\/messages-[^/]+\.js$/.test(d));
  const catalogKb = catalogs.length ? Math.max(...catalogs.map(gzipKb)) : 0;
  const homeKb = [...extra].reduce((sum, f) => sum + gzipKb(f), 0);
  return { files: [...files], entryKb, homeKb, catalogKb };
}

async function timeToInteractive(baseUrl: string, runs = 5): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block', locale: 'en-US' });
      await context.addInitScript(() => localStorage.setItem('adult-confirmed', '1'));
      const page = await context.newPage();
      const start = Date.now();
      await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
      const card = page.getByTestId('character-card').first();
      await card.waitFor({ state: 'visible', timeout: 30_000 });
      await card.click({ trial: true, timeout: 30_000 });
      times.push(Date.now() - start);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const size = firstScreenSize();
const total = size.entryKb + size.homeKb + size.catalogKb;
console.log(
  `first-screen JS (gzip): entry + preloads ${size.entryKb.toFixed(1)} KB (${size.files.length} files), home route ${size.homeKb.toFixed(1)} KB, catalog ${size.catalogKb.toFixed(1)} KB`,
);
console.log(`first-screen JS total: ${total.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB) ${total <= BUDGET_KB ? 'OK' : 'OVER BUDGET'}`);

const baseUrl = (process.argv[2] ?? process.env.BASE_URL)?.replace(/\/$/, '');
if (baseUrl) {
  const times = await timeToInteractive(baseUrl);
  const m = median(times);
  console.log(
    `home time-to-interactive: median ${m} ms of [${times.join(', ')}] (budget ${TTI_BUDGET_MS} ms) ${m <= TTI_BUDGET_MS ? 'OK' : 'OVER BUDGET'}`,
  );
} else {
  console.log('home time-to-interactive: skipped (pass the server URL as an argument or BASE_URL)');
}
