import { afterEach, describe, expect, it } from 'vitest';
import { generationIdle } from '../domain/custom-characters/generation.js';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { releasedCharacter, releaseHeldImages } from './custom-character.test-support.js';

let t: TestApp;
afterEach(async () => {
  releaseHeldImages();
  await generationIdle();
  await t?.close();
});

const goldOf = async (uid: string) =>
  (await t.deps.db.selectFrom('users').select('gold_balance').where('id', '=', uid).executeTakeFirstOrThrow()).gold_balance;
const gift = (token: string, sessionId: string, giftId = 'rose') => t.call('/v1/session/gift/send', { sessionId, giftId }, { token });

/** A member with coins and a chat with the character. */
async function chatter(characterId: string, gold = 100) {
  const m = await t.member();
  await t.deps.db.updateTable('users').set({ gold_balance: gold }).where('id', '=', m.uid).execute();
  const chat = await t.call('/v1/session/from/character', { characterId }, { token: m.token });
  expect(chat.code).toBe(0);
  return { ...m, sessionId: chat.data.sessionId as string };
}

/** Every coin spent on a gift bought a gift message that is still there. */
async function giftsPaidFor(uid: string) {
  const rows = await t.deps.db.selectFrom('ledger').select('ref_id').where('user_id', '=', uid).where('reason', '=', 'gift').execute();
  const ids = rows.map((r) => r.ref_id!);
  const kept = ids.length
    ? await t.deps.db.selectFrom('messages').select('id').where('id', 'in', ids).where('kind', '=', 'gift').execute()
    : [];
  return { charged: ids.length, kept: kept.length };
}

describe.each(dialects)('gifts in chat under attack on %s', (dialect) => {
  it('50 Premium gifts at once with coins for two: two sent and charged, the rest 2002 and nothing written', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const characterId = (await t.deps.db.selectFrom('characters').select('id').where('owner_id', 'is', null).executeTakeFirstOrThrow()).id;
    const m = await chatter(characterId, 25);
    await t.deps.db
      .updateTable('users')
      .set({ vip_expire_at: t.deps.clock() + 86_400_000 })
      .where('id', '=', m.uid)
      .execute();
    const answers = await Promise.all(Array.from({ length: 50 }, () => gift(m.token, m.sessionId)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(2);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === 2002)).toBe(true);
    expect(await goldOf(m.uid)).toBe(5);
    expect(await giftsPaidFor(m.uid)).toEqual({ charged: 2, kept: 2 });
  });

  it('a gift while the chat is paused by the content policy answers 2004 and charges nothing (her thanks would be refused)', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const characterId = (await t.deps.db.selectFrom('characters').select('id').where('owner_id', 'is', null).executeTakeFirstOrThrow()).id;
    const m = await chatter(characterId, 100);
    const now = t.deps.clock();
    await t.deps.db
      .insertInto('chat_restrictions')
      .values({ user_id: m.uid, until: now + 3600_000, episodes: 1, review_status: 'pending', create_time: now } as never)
      .execute();
    const answers = await Promise.all(Array.from({ length: 50 }, () => gift(m.token, m.sessionId)));
    expect(answers.every((a) => a.code === 2004)).toBe(true);
    expect(await goldOf(m.uid)).toBe(100);
    expect(await giftsPaidFor(m.uid)).toEqual({ charged: 0, kept: 0 });
    // Once the pause is over the gift goes.
    t.tick(3600_000 + 1);
    expect((await gift(m.token, m.sessionId)).code).toBe(0);
  });

  it("a gift to someone else's chat or an unknown gift answers 1000 and writes nothing", async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const characterId = (await t.deps.db.selectFrom('characters').select('id').where('owner_id', 'is', null).executeTakeFirstOrThrow()).id;
    const a = await chatter(characterId);
    const b = await chatter(characterId);
    expect((await gift(b.token, a.sessionId)).code).toBe(1000);
    expect((await gift(a.token, a.sessionId, 'diamond-ring-free')).code).toBe(1000);
    expect(await goldOf(b.uid)).toBe(100);
    expect(await goldOf(a.uid)).toBe(100);
    expect(await giftsPaidFor(b.uid)).toEqual({ charged: 0, kept: 0 });
  });

  it('gifts racing her deletion: each is refused (1000, free) or sent before it (0, charged once), never a 500 (50 senders)', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { creator, id } = await releasedCharacter(t);
    const senders = [];
    for (let i = 0; i < 50; i++) senders.push(await chatter(id));
    const [deleted, ...answers] = await Promise.all([
      t.call('/v1/custom-character/delete', { id }, { token: creator.token }),
      ...senders.map((s) => gift(s.token, s.sessionId)),
    ]);
    expect(deleted.code).toBe(0);
    expect(answers.map((a) => a.code).filter((c) => c !== 0 && c !== 1000)).toEqual([]);
    for (const [i, s] of senders.entries()) {
      // Nobody had paid for her photos: she went with her chats, gifts sent before included. A gift
      // answered 0 was sent before and charged once; one answered 1000 charged nothing.
      const { charged } = await giftsPaidFor(s.uid);
      expect(charged).toBe(answers[i]!.code === 0 ? 1 : 0);
      expect(await goldOf(s.uid)).toBe(100 - 10 * charged);
    }
    expect(await t.deps.db.selectFrom('sessions').select('id').where('character_id', '=', id).execute()).toEqual([]);
  });

  it('gifts racing her retirement: refused gifts charge nothing, and balances match their gifts (50 senders)', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { creator, id, photos } = await releasedCharacter(t);
    const buyer = await chatter(id);
    expect((await t.call('/v1/session/photo/unlock', { photoId: photos[0]!.id }, { token: buyer.token })).code).toBe(0);
    const senders = [];
    for (let i = 0; i < 50; i++) senders.push(await chatter(id));
    const [deleted, ...answers] = await Promise.all([
      t.call('/v1/custom-character/delete', { id }, { token: creator.token }),
      ...senders.map((s) => gift(s.token, s.sessionId)),
    ]);
    expect(deleted.code).toBe(0);
    expect(answers.map((a) => a.code).filter((c) => c !== 0 && c !== 1000)).toEqual([]);
    for (const [i, s] of senders.entries()) {
      const paid = await giftsPaidFor(s.uid);
      expect(paid.kept).toBe(paid.charged);
      expect(paid.charged).toBe(answers[i]!.code === 0 ? 1 : 0);
      expect(await goldOf(s.uid)).toBe(100 - 10 * paid.charged);
    }
    // Retired now: a gift answers 1000 and charges nothing.
    expect((await gift(senders[0]!.token, senders[0]!.sessionId)).code).toBe(1000);
  });
});
