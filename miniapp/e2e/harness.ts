import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { beforeEach, inject } from 'vitest';
import { DEV_SIGN_SECRET, signBody } from '../../shared/sign.js';

import { cleanEnv, ensureBuilt, root } from './build.js';

export { ensureBuilt, root };
const dist = join(root, 'dist');

export interface Stack {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
  /** The end of what the server wrote (its request and error logs), for a failing test to show. */
  output: () => string;
}

/** Server log kept per stack: enough for the requests of the last minute or so. */
const LOG_KEEP = 256 * 1024;

/**
 * When a test of the file fails, prints what its assertion cannot say: where the page is, the
 * toasts it shows (a refusal the test did not expect) and the end of the server's log. For the
 * rare failure that does not come back when run again.
 */
export function explainFailures(current: () => { stack?: Stack; page?: Page }) {
  beforeEach(({ onTestFailed }) => {
    onTestFailed(async () => {
      const { stack, page } = current();
      const toasts = page
        ? await page
            .getByTestId('toast')
            .allTextContents()
            .catch(() => [])
        : [];
      console.error(
        [
          `page: ${page?.url() ?? '(none)'}`,
          `toasts: ${toasts.length ? toasts.join(' | ') : '(none)'}`,
          `server log, last lines:\n${(stack?.output() ?? '').split('\n').slice(-60).join('\n')}`,
        ].join('\n'),
      );
    });
  });
}

/** A product call to the stack signed as the app signs it (the test server runs with the dev secret). */
export async function signedCall<T = any>(
  stack: Stack,
  path: string,
  params: unknown,
  token = '',
  headers: Record<string, string> = {},
): Promise<{ code: number; message: string; data: T }> {
  const body = JSON.stringify({ params, token, ch: '', t: Date.now(), timezoneOffset: 0, plat: 'web', publisher: '', uuid: 'e2e-device' });
  const res = await fetch(`${stack.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', sign: signBody(body, DEV_SIGN_SECRET), ...headers },
    body,
  });
  return (await res.json()) as { code: number; message: string; data: T };
}

/**
 * The real server as a child process on a free port, with its own data directory. `template` is
 * a seeded data directory (the global setup's) to copy instead of seeding again.
 */
export async function startServer(template?: string, extraEnv: Record<string, string> = {}): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'miniapp-e2e-'));
  if (template && existsSync(join(template, 'app.db'))) cpSync(template, dataDir, { recursive: true });
  // A private copy of the build: a rebuild by another suite must not pull chunks from under us.
  const distCopy = join(dataDir, 'dist');
  if (existsSync(dist) && !process.env.DIST_DIR) cpSync(dist, distCopy, { recursive: true });
  const env = cleanEnv();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...env,
      DIST_DIR: process.env.DIST_DIR ?? distCopy,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      BOT_TOKEN: '',
      MAIL_URL: '',
      SEED_DEMO: template ? '0' : '1',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const baseUrl = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${log}`)), 150_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.length > 2 * LOG_KEEP) log = log.slice(-LOG_KEEP);
      const m = /listening on (http:\/\/[^\s]+)/.exec(log);
      if (m) {
        clearTimeout(timer);
        resolveUrl(m[1]!.replace(/\/$/, ''));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code ?? signal}:\n${log}`));
    });
  });
  return {
    baseUrl,
    dataDir,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The 6-digit code of the newest mail in DATA_DIR/outbox, decoding base64 or quoted-printable bodies. */
export function latestMailCode(dataDir: string, after = 0): string | undefined {
  const outbox = join(dataDir, 'outbox');
  if (!existsSync(outbox)) return undefined;
  const files = readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => ({ f, t: statSync(join(outbox, f)).mtimeMs }))
    .filter((x) => x.t >= after)
    .sort((a, b) => b.t - a.t);
  if (!files[0]) return undefined;
  const raw = readFileSync(join(outbox, files[0].f), 'utf8');
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = part.slice(0, split);
    let body = part.slice(split).trim();
    if (/Content-Transfer-Encoding:\s*base64/i.test(headers)) body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    else if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(headers))
      body = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    if (!/Content-Type:\s*text\//i.test(headers) && !/^(From|To|Subject):/im.test(headers)) continue;
    const code = /(?<![\d#])(\d{6})(?!\d)/.exec(body.replace(/<[^>]+>/g, ' '));
    if (code) return code[1];
  }
  return undefined;
}

/** Debian's Chromium, headless, without the background traffic a test does not want. */
export const launchChromium = () =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    headless: true,
  });

/** A phone-sized context; service workers blocked so every test loads the build it started. */
export const phone = { viewport: { width: 390, height: 844 }, serviceWorkers: 'block' as const };

/** The code of the newest login mail after `since`, waiting up to 10 s for it to arrive. */
export async function waitForLoginCode(stack: Stack, since: number): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const code = latestMailCode(stack.dataDir, since);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no login mail in the outbox');
}

/** The real server on a copy of the global setup's seeded template, with `env` on top of the test defaults. */
export const startSeededServer = (env: Record<string, string> = {}) => startServer(inject('templateDir'), env);

export const shots = join(root, 'screenshots');

/** A journey file's Chromium, once the screenshots folder exists and dist/ is up to date. */
export async function openChromium(): Promise<Browser> {
  mkdirSync(shots, { recursive: true });
  ensureBuilt();
  return launchChromium();
}

/** A phone-sized page past the 18+ gate, printing the page's uncaught errors. */
export async function newPhonePage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...phone, locale: 'en-US', ...options });
  await context.addInitScript(() => localStorage.setItem('adult-confirmed', '1'));
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('pageerror', e.message));
  return { context, page };
}

/**
 * Signs in through the login popup with the mailed code: the popup opened by `/chat` for a
 * visitor (`from: 'chat'`), by the settings page's button, or already open (`from: 'open'`).
 * Returns once the popup has closed and given its history entry back.
 */
export async function logIn(
  stack: Stack,
  page: Page,
  email: string,
  { from = 'chat', prefix = '' }: { from?: 'chat' | 'settings' | 'open'; prefix?: string } = {},
): Promise<void> {
  if (from === 'chat') await page.goto(`${stack.baseUrl}${prefix}/chat`);
  if (from === 'settings') {
    await page.goto(`${stack.baseUrl}${prefix}/settings`);
    await page.getByTestId('settings-login').click();
  }
  await page.getByTestId('login-popup').waitFor();
  await page.getByTestId('login-email').fill(email);
  const since = Date.now() - 1000;
  await page.getByTestId('login-send').click();
  await page.getByTestId('login-code').waitFor();
  await page.getByTestId('login-code').fill(await waitForLoginCode(stack, since));
  await page.getByTestId('login-popup').waitFor({ state: 'detached' });
  // The popup gives its history entry back (history.back()); let that finish before navigating on.
  await page.waitForFunction(() => !(history.state as { popup?: string } | null)?.popup);
  await page.waitForTimeout(200);
}

/** A screenshot into screenshots/ once sheets and bubbles have finished animating in. */
export async function snap(page: Page, name: string, fullPage = false): Promise<void> {
  await page.waitForTimeout(450);
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage });
}

/** The running server's SQLite database, open for one look or change. */
export function withDb<T>(stack: Stack, fn: (db: Database.Database) => T): T {
  const db = new Database(join(stack.dataDir, 'app.db'));
  db.pragma('busy_timeout = 5000');
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/** The user id behind an email sign-in. */
export const uidOf = (stack: Stack, email: string): string =>
  withDb(
    stack,
    (db) => (db.prepare("SELECT user_id FROM identities WHERE type = 'email' AND subject = ?").get(email) as { user_id: string }).user_id,
  );

/** Telegram's light theme colours, as its apps hand them to a mini-app. */
export const telegramLightTheme = {
  bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#707579',
  link_color: '#3390ec',
  button_color: '#3390ec',
  button_text_color: '#ffffff',
  secondary_bg_color: '#f4f4f5',
  section_bg_color: '#ffffff',
  destructive_text_color: '#e53935',
};

/**
 * The launch fragment Telegram gives a mini-app (init data of a user `id` with a test signature,
 * version, platform, a theme): append it after `#` to open the app as inside Telegram.
 */
export function telegramLaunchHash(id: number, theme: Record<string, string> = telegramLightTheme): string {
  const user = JSON.stringify({ id, first_name: 'Tess', language_code: 'en' });
  const initData = new URLSearchParams({
    user,
    auth_date: String(Math.floor(Date.now() / 1000)),
    signature: 'test-signature',
    hash: 'a'.repeat(64),
  }).toString();
  return new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(theme),
  }).toString();
}
