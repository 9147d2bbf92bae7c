import { mkdirSync, readdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../../test/harness.js';
import type { ImageProvider } from '../../providers/image/types.js';
import { memoryIdle } from './memory.js';
import type { LedgerReason } from '../../../shared/enums.js';

let t: TestApp;
/** The rules under test are the database's; the per-IP throttles in front are tested on their own. */
const noThrottle = { RATE_LIMITS: 'off' };
afterEach(async () => {
  await memoryIdle();
  await t.close();
});

const N = 50;
const LIFETIME = 4_102_444_800_000;

async function start(dialect: (typeof dialects)[number]) {
  t = await makeTestApp({ dialect, env: noThrottle });
  // A media folder of this test's own (the harness shares the template's): files can be counted.
  unlinkSync(join(t.dataDir, 'media'));
  mkdirSync(join(t.dataDir, 'media'));
  const m = await t.member();
  const [c] = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
  const s = await t.call('/v1/session/from/character', { characterId: c.id }, { token: m.token });
  expect(s.code).toBe(0);
  return { ...m, sessionId: s.data.sessionId as string };
}
const setUser = (uid: string, values: { gold_balance?: number; vip_expire_at?: number }) =>
  t.deps.db.updateTable('users').set(values).where('id', '=', uid).execute();
const ledger = (uid: string, reason: LedgerReason) =>
  t.deps.db.selectFrom('ledger').select('amount').where('user_id', '=', uid).where('reason', '=', reason).execute();
const mediaFiles = () => readdirSync(join(t.dataDir, 'media'));

/** Flat pictures, counted; `during` runs while the picture is being drawn. */
function countingImages(during?: () => Promise<void>) {
  const counter = { renders: 0 };
  const provider: ImageProvider = {
    name: 'flat',
    generate: async () => {
      counter.renders++;
      await during?.();
      return sharp({ create: { width: 48, height: 64, channels: 3, background: { r: 200, g: 90, b: 120 } } })
        .png()
        .toBuffer();
    },
  };
  return { provider, counter };
}

describe.each(dialects)('daily gift limit under concurrency on %s', (dialect) => {
  it('accepts and charges 3 of 50 concurrent gifts from a free member', async () => {
    const m = await start(dialect);
    await setUser(m.uid, { gold_balance: 1000 });
    const rs = await Promise.all(
      Array.from({ length: N }, () => t.call('/v1/session/gift/send', { sessionId: m.sessionId, giftId: 'rose' }, { token: m.token })),
    );
    expect(rs.filter((r) => r.code === 0)).toHaveLength(3);
    expect(rs.filter((r) => r.code === 2003)).toHaveLength(N - 3);
    expect(await ledger(m.uid, 'gift')).toHaveLength(3);
    const u = await t.deps.db.selectFrom('users').select('gold_balance').where('id', '=', m.uid).executeTakeFirstOrThrow();
    expect(u.gold_balance).toBe(1000 - 3 * 10);
    const list = await t.call('/v1/gift/list', {}, { token: m.token });
    expect(list.data.remainingToday).toBe(0);
    // A new day, three new gifts.
    t.tick(86_400_000);
    expect((await t.call('/v1/session/gift/send', { sessionId: m.sessionId, giftId: 'rose' }, { token: m.token })).code).toBe(0);
  });

  it('a gift refused for want of coins does not use one of the three', async () => {
    const m = await start(dialect);
    await setUser(m.uid, { gold_balance: 5 });
    expect((await t.call('/v1/session/gift/send', { sessionId: m.sessionId, giftId: 'rose' }, { token: m.token })).code).toBe(2002);
    await setUser(m.uid, { gold_balance: 100 });
    const rs = await Promise.all(
      Array.from({ length: 5 }, () => t.call('/v1/session/gift/send', { sessionId: m.sessionId, giftId: 'rose' }, { token: m.token })),
    );
    expect(rs.filter((r) => r.code === 0)).toHaveLength(3);
  });

  it('Premium members have no daily limit', async () => {
    const m = await start(dialect);
    await setUser(m.uid, { gold_balance: 1000, vip_expire_at: LIFETIME });
    const rs = await Promise.all(
      Array.from({ length: 6 }, () => t.call('/v1/session/gift/send', { sessionId: m.sessionId, giftId: 'rose' }, { token: m.token })),
    );
    expect(rs.filter((r) => r.code === 0)).toHaveLength(6);
  });
});

describe.each(dialects)('free photo teaser under concurrency on %s', (dialect) => {
  it('one of 50 concurrent requests gets the hourly teaser, and only one picture is drawn', async () => {
    const m = await start(dialect);
    const { provider, counter } = countingImages();
    t.deps.image = provider;
    const rs = await Promise.all(
      Array.from({ length: N }, () => t.call('/v1/session/photo/request', { sessionId: m.sessionId }, { token: m.token })),
    );
    expect(rs.filter((r) => r.code === 0)).toHaveLength(1);
    expect(rs.filter((r) => r.code === 2003)).toHaveLength(N - 1);
    expect(counter.renders).toBe(1);
    expect(mediaFiles()).toHaveLength(2);
    t.tick(3600_000 + 1);
    expect((await t.call('/v1/session/photo/request', { sessionId: m.sessionId }, { token: m.token })).code).toBe(0);
  });

  it('a failed render gives the hour back and leaves no file', async () => {
    const m = await start(dialect);
    t.deps.image = { name: 'broken', generate: async () => Promise.reject(new Error('image service down')) };
    expect((await t.call('/v1/session/photo/request', { sessionId: m.sessionId }, { token: m.token })).code).toBe(3001);
    t.deps.image = countingImages().provider;
    expect((await t.call('/v1/session/photo/request', { sessionId: m.sessionId }, { token: m.token })).code).toBe(0);
  });

  it('a photo whose charge fails after drawing leaves no orphan file', async () => {
    const m = await start(dialect);
    await setUser(m.uid, { gold_balance: 50, vip_expire_at: LIFETIME });
    // The coins are spent elsewhere while her picture is being drawn.
    t.deps.image = countingImages(async () => void (await setUser(m.uid, { gold_balance: 0 }))).provider;
    const r = await t.call('/v1/session/photo/request', { sessionId: m.sessionId }, { token: m.token });
    expect(r.code).toBe(2002);
    expect(mediaFiles()).toEqual([]);
    expect(await t.deps.db.selectFrom('photos').selectAll().where('in_chat', '=', 1).execute()).toEqual([]);
  });

  it('a gallery photo of her own character whose charge fails leaves no orphan file either', async () => {
    const m = await start(dialect);
    const [c] = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
    await t.deps.db.updateTable('characters').set({ owner_id: m.uid }).where('id', '=', c.id).execute();
    await setUser(m.uid, { gold_balance: 50, vip_expire_at: LIFETIME });
    t.deps.image = countingImages(async () => void (await setUser(m.uid, { gold_balance: 0 }))).provider;
    const r = await t.call('/v1/character/photograph/generate', { characterId: c.id }, { token: m.token });
    expect(r.code).toBe(2002);
    expect(mediaFiles()).toEqual([]);
  });
});
