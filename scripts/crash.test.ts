import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { crashCycle, formatFigures } from './crash.js';
import { dialects } from '../server/test/harness.js';
import { seededDatabase } from '../server/test/real-server.js';

describe.each(dialects)('kill -9 mid-burst on %s (the real server, restarted)', (dialect) => {
  it('leaves nothing pending, every balance equal to its ledger, every interrupted turn answered and charged once', async () => {
    const env = await seededDatabase(dialect, 'crash');
    try {
      const f = await crashCycle({
        dialect,
        dataDir: env.dataDir,
        databaseUrl: env.databaseUrl,
        entry: join(inject('serverBuild'), 'server/main.js'),
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
