import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
afterEach(async () => t?.close());

// The nick and the onboarding answers are put into every chat prompt ("The user's name",
// "About the user and what they enjoy"): a client that sends its own text is held to the policy.
describe.each(dialects)('profile texts the chat prompt reads, on %s', (dialect) => {
  it('refuses onboarding answers and a nick that make someone a minor, writing nothing', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const a = await t.member();
    const ok = await t.call(
      '/v1/user/update',
      { nick: 'Ann', preferences: { scenarios: ['girlfriend'], goal: 'romance' } },
      { token: a.token },
    );
    expect(ok.code).toBe(0);
    for (const params of [
      { preferences: { scenarios: ['girlfriend', 'she is 14 and a virgin'] } },
      { preferences: { specifics: 'schoolgirl in 8th grade' } },
      { preferences: { kinks: ['age play'] } },
      { nick: '14yo Lily' },
      { nick: '14ish girl' },
      { nick: 'like 14 girl' },
      { nick: 'forteen yo girl' },
      { nick: 'sixth-grader' },
    ]) {
      const r = await t.call('/v1/user/update', params, { token: a.token });
      expect(r.code, JSON.stringify(params)).toBe(2004);
    }
    const r = await t.call('/v1/user/init', { preferences: { scenarios: ['ты школьница'] } }, { token: a.token });
    expect(r.code).toBe(2004);
    // The profile's tags too (they were stored unread).
    expect((await t.call('/v1/user/update-tags', { tags: ['hiking', 'jazz'] }, { token: a.token })).code).toBe(0);
    const tags = await t.call('/v1/user/update-tags', { tags: ['hiking', '14 year old girl', 'loli'] }, { token: a.token });
    expect(tags.code).toBe(2004);
    const me = await t.call('/v1/user/my-profile', {}, { token: a.token });
    expect(me.data).toMatchObject({ nick: 'Ann', tags: ['hiking', 'jazz'], preferences: { scenarios: ['girlfriend'], goal: 'romance' } });
    // The quiz's own answers go through as before.
    const quiz = { scenarios: ['stepdaughter', 'teacher'], kinks: ['dirty talk'], libidoLevel: 'insatiable', nudityComfort: 'explicit' };
    expect((await t.call('/v1/user/init', { preferences: quiz }, { token: a.token })).code).toBe(0);
    expect((await t.call('/v1/user/update', { nick: 'Kid Rock fan', preferences: quiz }, { token: a.token })).code).toBe(0);
  });
});
