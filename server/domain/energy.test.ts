import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
/** The rules under test are the database's; the per-IP throttles in front are tested on their own. */
const noThrottle = { RATE_LIMITS: 'off' };
afterEach(() => t.close());

const HOUR = 3600_000;
const N = 50;

async function member(energy: number, hoursAgo: number) {
  const m = await t.member();
  await t.deps.db
    .updateTable('users')
    .set({ energy, energy_refilled_at: t.deps.clock() - hoursAgo * HOUR - 60_000 })
    .where('id', '=', m.uid)
    .execute();
  return m;
}
const refills = (uid: string) =>
  t.deps.db.selectFrom('ledger').select(['amount', 'balance_after']).where('user_id', '=', uid).where('reason', '=', 'refill').execute();

describe.each(dialects)('lazy energy refill under concurrency on %s', (dialect) => {
  it('50 concurrent reads after a 3 h gap refill once: +30, one ledger row', async () => {
    t = await makeTestApp({ dialect, env: noThrottle });
    const m = await member(60, 3);
    const rs = await Promise.all(Array.from({ length: N }, () => t.call('/v1/user/my-profile', {}, { token: m.token })));
    expect(rs.every((r) => r.code === 0)).toBe(true);
    expect(await refills(m.uid)).toEqual([{ amount: 30, balance_after: 90 }]);
    const u = await t.deps.db.selectFrom('users').select('energy').where('id', '=', m.uid).executeTakeFirstOrThrow();
    expect(u.energy).toBe(90);
    expect(rs.map((r) => r.data.energy).every((e) => e === 90)).toBe(true);
  });

  it('never refills above the cap, however many reads race', async () => {
    t = await makeTestApp({ dialect, env: noThrottle });
    const m = await member(95, 5);
    await Promise.all(Array.from({ length: N }, () => t.call('/v1/user/my-profile', {}, { token: m.token })));
    expect(await refills(m.uid)).toEqual([{ amount: 5, balance_after: 100 }]);
    // At the cap the clock restarts: an hour later nothing more is due.
    t.tick(30 * 60_000);
    await t.call('/v1/user/my-profile', {}, { token: m.token });
    expect(await refills(m.uid)).toHaveLength(1);
  });

  it('keeps the rest of the hour when below the cap, so the next hour still refills', async () => {
    t = await makeTestApp({ dialect, env: noThrottle });
    const m = await member(10, 2);
    await Promise.all(Array.from({ length: 10 }, () => t.call('/v1/user/my-profile', {}, { token: m.token })));
    t.tick(HOUR - 60_000);
    await Promise.all(Array.from({ length: 10 }, () => t.call('/v1/user/my-profile', {}, { token: m.token })));
    expect((await refills(m.uid)).map((r) => r.balance_after)).toEqual([30, 40]);
  });
});
