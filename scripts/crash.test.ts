import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { crashCycle, formatFigures } from './crash.js';
import { dialects } from '../server/test/harness.js';

/** A copy of the seeded demo database, with an empty media folder of its own (the start-up sweep must not touch the shared one). */
async function seeded(dialect: 'sqlite' | 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'crash-test-'));
  mkdirSync(join(dataDir, 'media'));
  if (dialect === 'sqlite') {
    copyFileSync(join(inject('templateDir'), 'app.db'), join(dataDir, 'app.db'));
    return {
      dataDir,
      databaseUrl: `sqlite:${join(dataDir, 'app.db')}`,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const template = inject('pgTemplateUrl')!;
  const name = `crash_${randomBytes(6).toString('hex')}`;
  const adminUrl = template.replace(/\/app_template$/, '/postgres');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE app_template`);
  await admin.end();
  return {
    dataDir,
    databaseUrl: template.replace(/\/app_template$/, `/${name}`),
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await a.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(dialects)('kill -9 mid-burst on %s (the real server, restarted)', (dialect) => {
  it('leaves nothing pending, every balance equal to its ledger, every interrupted turn answered and charged once', async () => {
    const env = await seeded(dialect);
    try {
      const f = await crashCycle({
        dialect,
        dataDir: env.dataDir,
        databaseUrl: env.databaseUrl,
        users: 3,
        turnsPerUser: 4,
        giftsPerUser: 1,
        ordersPerUser: 10,
      });
      console.log(formatFigures(f));
      expect(f.inFlightAtKill.chat).toBeGreaterThan(0);
      expect(f.recovered.failedMessages).toBeGreaterThan(0);
      expect(f.retried.answered).toBe(f.retried.chat);
      expect(f.mismatches).toEqual({
        balance: 0,
        chain: 0,
        pendingLeft: 0,
        doubleCharged: 0,
        unanswered: 0,
        uncredited: 0,
        generations: 0,
      });
    } finally {
      await env.drop();
    }
  }, 90_000);
});
