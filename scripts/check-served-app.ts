/**
 * The built mini-app as the server serves it, in headless Chromium: the server runs with its own
 * SIGN_SECRET (not the dev one) and no rebuild; the script counts CSP violations, console errors
 * and /v1 calls that did not answer code 0, and checks that a foreign page cannot frame the app.
 *
 *   npm run build
 *   node --import tsx scripts/check-served-app.ts [dataDir-with-a-seeded-app.db]
 *
 * Without a data directory it seeds a fresh one (the demo catalogue: about a minute). Exits 1 on
 * any violation, error or refused call.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '..');
if (!existsSync(join(root, 'dist', 'index.html'))) throw new Error('dist/index.html missing: run `npm run build` first');

const dataDir = mkdtempSync(join(tmpdir(), 'served-app-'));
const template = process.argv[2];
if (template) cpSync(template, dataDir, { recursive: true });
const secret = randomBytes(12).toString('hex');

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SIGN_SECRET: secret,
    BOT_TOKEN: '',
    MAIL_URL: '',
    SEED_DEMO: template ? '0' : '1',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let log = '';
const baseUrl = await new Promise<string>((ok, fail) => {
  const onData = (d: Buffer) => {
    log += d.toString();
    const m = /listening on (http:\/\/\S+)/.exec(log);
    if (m) ok(m[1]!.replace(/\/$/, ''));
  };
  server.stdout!.on('data', onData);
  server.stderr!.on('data', onData);
  server.on('exit', (code) => fail(new Error(`server exited with ${code}:\n${log}`)));
});

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const problems: string[] = [];
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  const page = await context.newPage();
  const calls: { path: string; code: number }[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/v1/') || res.request().method() !== 'POST') return;
    const type = res.headers()['content-type'] ?? '';
    if (!type.includes('json')) return calls.push({ path: url.pathname, code: 0 });
    const body = (await res.json().catch(() => ({ code: -1 }))) as { code: number };
    calls.push({ path: url.pathname, code: body.code });
  });

  for (const path of ['/', '/login', '/premium']) {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  }
  // A character page with its gallery (pictures from /media).
  const card = page.locator('a[href^="/character/"]').first();
  if (await card.count()) {
    await page.goto(`${baseUrl}${await card.getAttribute('href')}`, { waitUntil: 'networkidle' });
  } else {
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const href = await page.evaluate(() => document.querySelector('a[href*="/character/"]')?.getAttribute('href'));
    if (href) await page.goto(new URL(href, baseUrl).toString(), { waitUntil: 'networkidle' });
  }
  const refused = calls.filter((c) => c.code !== 0);
  for (const c of refused) problems.push(`call ${c.path} answered ${c.code}`);

  // A page of another origin framing the app: the browser must refuse to show it.
  const framer = await context.newPage();
  await framer.setContent(`<iframe id="f" src="${baseUrl}/" width="300" height="300"></iframe>`);
  await framer.waitForTimeout(1500);
  const framed = await framer
    .frames()[1]
    ?.evaluate(() => document.querySelector('#root') !== null)
    .catch(() => false);
  if (framed) problems.push('a foreign page could frame the app');

  console.log(`served app at ${baseUrl} with SIGN_SECRET=${secret.slice(0, 4)}…`);
  console.log(`/v1 calls: ${calls.length}, answered 0: ${calls.length - refused.length}`);
  console.log(`framing from a foreign page: ${framed ? 'ALLOWED' : 'blocked'}`);
  console.log(`CSP violations: ${problems.filter((p) => p.includes('CSP violation') || p.includes('Content Security Policy')).length}`);
  console.log(problems.length ? `problems:\n  ${problems.join('\n  ')}` : 'no problems');
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(problems.length ? 1 : 0);
