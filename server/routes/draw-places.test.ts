import { afterEach, describe, expect, it } from 'vitest';
import { generationIdle } from '../domain/custom-characters/generation.js';
import { markVerified } from '../domain/verification.js';
import type { ImageProvider } from '../providers/image/types.js';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { flatImages, releaseHeldImages, template } from './custom-character.test-support.js';

/** Paid pictures are drawn only within what the coins pay for: 50 asks at once with coins for two draw two. */
let t: TestApp;
afterEach(async () => {
  releaseHeldImages();
  await generationIdle();
  await t?.close();
});

/** The flat stand-in, counting the pictures asked of it. */
function countedImages() {
  const counter = { drawn: 0 };
  const provider: ImageProvider = {
    name: 'counted',
    generate: async (req, signal) => {
      counter.drawn++;
      return flatImages.generate(req, signal);
    },
  };
  return { provider, counter };
}

const premiumWith = async (gold: number) => {
  const m = await t.member();
  await t.deps.db
    .updateTable('users')
    .set({ vip_expire_at: t.deps.clock() + 86_400_000, gold_balance: gold })
    .where('id', '=', m.uid)
    .execute();
  return m;
};
const goldOf = async (uid: string) =>
  Number((await t.deps.db.selectFrom('users').select('gold_balance').where('id', '=', uid).executeTakeFirstOrThrow()).gold_balance);

describe.each(dialects)('paid pictures drawn within the coins on %s', (dialect) => {
  it('50 photo requests in chat at once with 100 coins draw 2 photos and charge 100', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const m = await premiumWith(100);
    const [c] = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
    const s = await t.call('/v1/session/from/character', { characterId: c.id }, { token: m.token });
    const images = countedImages();
    t.deps.image = images.provider;
    const asks = await Promise.all(
      Array.from({ length: 50 }, () => t.call('/v1/session/photo/request', { sessionId: s.data.sessionId }, { token: m.token })),
    );
    expect(asks.filter((r) => r.code === 0)).toHaveLength(2);
    expect(asks.filter((r) => r.code !== 0).every((r) => r.code === 2002)).toBe(true);
    expect(images.counter.drawn).toBe(2);
    expect(await goldOf(m.uid)).toBe(0);
    // The places are given back: with coins again, she sends one more.
    await t.deps.db.updateTable('users').set({ gold_balance: 50 }).where('id', '=', m.uid).execute();
    expect((await t.call('/v1/session/photo/request', { sessionId: s.data.sessionId }, { token: m.token })).code).toBe(0);
  });

  it("50 gallery photos of one's own character at once with 100 coins draw 2", async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    t.deps.image = flatImages;
    const m = await premiumWith(1000);
    await markVerified(t.deps.db, m.uid, t.deps.clock());
    const made = await t.call('/v1/custom-character/create', template, { token: m.token });
    await generationIdle();
    await t.call('/v1/custom-character/confirm', { id: made.data.id, visibility: 0 }, { token: m.token });
    await t.deps.db.updateTable('users').set({ gold_balance: 100 }).where('id', '=', m.uid).execute();
    const images = countedImages();
    t.deps.image = images.provider;
    const asks = await Promise.all(
      Array.from({ length: 50 }, () => t.call('/v1/character/photograph/generate', { characterId: made.data.id }, { token: m.token })),
    );
    expect(asks.filter((r) => r.code === 0)).toHaveLength(2);
    expect(images.counter.drawn).toBe(2);
    expect(await goldOf(m.uid)).toBe(0);
  });
});
