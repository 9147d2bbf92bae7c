import { copyFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { readConfig, type Config } from '../config.js';
import { createDeps } from '../deps-factory.js';
import { createApp } from '../app.js';
import { silentLogger, type BotLink, type Deps } from '../deps.js';
import { signBody } from '../../shared/sign.js';

export type Dialect = 'sqlite' | 'postgres';

/**
 * The database of this test project (vitest.config.ts): server-sqlite and server-postgres run the
 * same files, each on its own database; makeTestApp uses it unless told otherwise.
 */
export const testDialect: Dialect = inject('dialect') ?? 'sqlite';
/** For `describe.each(dialects)`: the project's one database. */
export const dialects: Dialect[] = [testDialect];

export interface TestApp {
  deps: Deps;
  app: ReturnType<typeof createApp>;
  dataDir: string;
  /** Advance the fake clock. */
  tick(ms: number): void;
  /** A signed product call, as the client makes it. */
  call<T = any>(
    path: string,
    params?: unknown,
    opts?: { token?: string; headers?: Record<string, string>; timezoneOffset?: number },
  ): Promise<{ code: number; message: string; data: T; region: string }>;
  /** A signed-up member (a visitor account that has logged in): what most calls need. */
  member(): Promise<{ token: string; uid: string }>;
  close(): Promise<void>;
}

/**
 * A fresh app on its own copy of the seeded demo database (SQLite file or a PostgreSQL clone),
 * with a controllable clock and the mail outbox in a temp dir.
 */
export async function makeTestApp(
  opts: { dialect?: Dialect; env?: Record<string, string>; now?: number; bot?: (deps: Deps) => BotLink } = {},
): Promise<TestApp> {
  const dialect = opts.dialect ?? testDialect;
  const templateDir = inject('templateDir');
  if (!templateDir)
    throw new Error(
      'This test needs the seeded template: it runs in the server-sqlite and server-postgres projects of vitest.config.ts, not `unit`',
    );
  if (dialect !== testDialect) throw new Error(`This project tests ${testDialect}; ${dialect} runs in its own project (vitest.config.ts)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'app-test-'));
  symlinkSync(join(templateDir, 'media'), join(dataDir, 'media'));
  let databaseUrl: string;
  let dropDb: (() => Promise<void>) | undefined;
  if (dialect === 'postgres') {
    const templateUrl = inject('pgTemplateUrl');
    if (!templateUrl) throw new Error('PostgreSQL is not available');
    const name = `t_${randomBytes(6).toString('hex')}`;
    const adminUrl = templateUrl.replace(/\/app_template$/, '/postgres');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE app_template`);
    await admin.end();
    databaseUrl = templateUrl.replace(/\/app_template$/, `/${name}`);
    dropDb = async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      a.on('error', () => undefined);
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await a.end();
    };
  } else {
    copyFileSync(join(templateDir, 'app.db'), join(dataDir, 'app.db'));
    databaseUrl = `sqlite:${join(dataDir, 'app.db')}`;
  }
  const config: Config = readConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DIST_DIR: join(dataDir, 'no-dist'), ...opts.env });
  let now = opts.now ?? Date.UTC(2026, 10, 22, 12, 0, 0);
  const deps = await createDeps(config, { log: silentLogger, clock: () => now, bot: opts.bot });
  const app = createApp(deps);
  const testApp: TestApp = {
    deps,
    app,
    dataDir,
    tick(ms) {
      now += ms;
    },
    async call(path, params = {}, o = {}) {
      const body = JSON.stringify({
        params,
        token: o.token ?? '',
        ch: '',
        t: now,
        timezoneOffset: o.timezoneOffset ?? 0,
        plat: 'web',
        publisher: '',
        uuid: 'test-device',
      });
      const res = await app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', sign: signBody(body, config.signSecret), ...o.headers },
        body,
      });
      return res.json();
    },
    async member() {
      const v = await testApp.call('/v1/user/token');
      await deps.db.updateTable('users').set({ is_visitor: 0 }).where('id', '=', v.data.uid).execute();
      return { token: v.data.token as string, uid: v.data.uid as string };
    },
    async close() {
      await deps.close();
      await dropDb?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}
