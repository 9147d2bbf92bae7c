import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { setProactiveEnabled } from '../domain/proactive/settings.js';

let t: TestApp;
afterEach(async () => t?.close());

const row = (uid: string) => t.deps.db.selectFrom('proactive_settings').selectAll().where('user_id', '=', uid).executeTakeFirstOrThrow();

describe.each(dialects)('her first messages’ settings from a hostile client on %s', (dialect) => {
  it('never loses a stop to a settings save running at the same time: each call writes only what it changes', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { token, uid } = await t.member();
    // 49 saves of her times race the bot's one-tap stop and one from the app.
    const saves = Array.from({ length: 48 }, (_, i) =>
      t.call('/v1/proactive/settings/update', { times: [`${String(i % 24).padStart(2, '0')}:15`] }, { token }),
    );
    const stops = [
      setProactiveEnabled(t.deps.db, uid, false, t.deps.clock()),
      t.call('/v1/proactive/settings/update', { enabled: false }, { token }),
    ];
    const answers = await Promise.all([...saves, ...stops.slice(1)]);
    await stops[0];
    expect(answers.every((a) => (a as { code: number }).code === 0)).toBe(true);
    expect((await row(uid)).enabled).toBe(0);
    expect((await t.call('/v1/proactive/settings', {}, { token })).data.enabled).toBe(false);

    // And a zone saved alone keeps the quiet hours saved alone at the same time.
    await Promise.all([
      t.call('/v1/proactive/settings/update', { timeZone: 'Asia/Tokyo' }, { token }),
      t.call('/v1/proactive/settings/update', { quietFrom: 60, quietTo: 120 }, { token }),
    ]);
    expect(await row(uid)).toMatchObject({ time_zone: 'Asia/Tokyo', quiet_from: 60, quiet_to: 120, enabled: 0 });
  });
});
