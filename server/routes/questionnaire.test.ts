import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';

// The once-only rule itself is under test, not the rate limiter in front of it.
const noThrottle = { RATE_LIMITS: 'off' };
const answers = [
  'curvy',
  'asian',
  'black',
  'brown',
  ['big breasts'],
  'lover',
  ['romantic', 'teasing'],
  ['girlfriend'],
  'passionate',
  'curious',
  'tasteful',
  'romance',
];

describe.each(dialects)('questionnaire reward on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('pays its 50 coins exactly once under 50 concurrent submissions', async () => {
    t = await makeTestApp({ dialect, env: noThrottle });
    const { token, uid } = await t.member();
    // The profile says whether the coins were paid, so the app shows the questionnaire as claimed.
    expect((await t.call('/v1/user/my-profile', {}, { token })).data.rewardCoinsQuestionnaire).toBe(false);
    const results = await Promise.all(Array.from({ length: 50 }, () => t.call('/v1/user/questionnaire/submit', { answers }, { token })));
    const paid = results.filter((r) => r.code === 0);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.data).toEqual({ reward: 50, goldBalance: 50 });
    // The others are told plainly, never a server error.
    expect(
      results.filter((r) => r.code !== 0).every((r) => r.code === 1000 && r.message === 'You have already completed the questionnaire'),
    ).toBe(true);
    const rows = await t.deps.db
      .selectFrom('ledger')
      .select(['amount'])
      .where('user_id', '=', uid)
      .where('reason', '=', 'questionnaire')
      .execute();
    expect(rows.map((r) => Number(r.amount))).toEqual([50]);
    const logs = await t.deps.db.selectFrom('logs').select('id').where('kind', '=', 'questionnaire').where('user_id', '=', uid).execute();
    expect(logs).toHaveLength(1);
    expect((await t.call('/v1/user/my-profile', {}, { token })).data).toMatchObject({ goldBalance: 50, rewardCoinsQuestionnaire: true });
  });
});
