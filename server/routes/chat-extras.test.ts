import { afterEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { makeTestApp, type TestApp } from '../test/harness.js';
import { memoryIdle } from '../domain/chat/memory.js';

let t: TestApp;
afterEach(async () => {
  await memoryIdle();
  await t.close();
});

async function start() {
  t = await makeTestApp();
  const v = await t.member();
  const token = v.token as string;
  const [c] = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
  const s = await t.call('/v1/session/from/character', { characterId: c.id }, { token });
  return { token, uid: v.uid as string, sessionId: s.data.sessionId as string, characterId: c.id as string };
}
const setUser = (uid: string, values: { gold_balance?: number; vip_expire_at?: number; energy?: number }) =>
  t.deps.db.updateTable('users').set(values).where('id', '=', uid).execute();

describe('photos in chat', () => {
  it('sends free users a locked teaser; unlocking costs 50 coins once', async () => {
    const { token, uid, sessionId } = await start();
    const r = await t.call('/v1/session/photo/request', { sessionId }, { token });
    expect(r.code).toBe(0);
    expect(r.data.locked).toBe(true);
    const photo = r.data.message.photo;
    const clear = await t.deps.db.selectFrom('photos').select('file').where('id', '=', photo.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(r.data)).not.toContain(clear.file);
    // The second within the hour is refused, saying when this chat's next free one is due.
    const { teaser_at } = await t.deps.db.selectFrom('sessions').select('teaser_at').where('id', '=', sessionId).executeTakeFirstOrThrow();
    const limited = await t.call('/v1/session/photo/request', { sessionId }, { token });
    expect(limited).toMatchObject({ code: 2003, data: { nextPhotoAt: Number(teaser_at) + 3600_000 } });

    expect((await t.call('/v1/session/photo/unlock', { messageId: r.data.message.id }, { token })).code).toBe(2002);
    await setUser(uid, { gold_balance: 120 });
    const u1 = await t.call('/v1/session/photo/unlock', { messageId: r.data.message.id }, { token });
    expect(u1.data).toMatchObject({ goldBalance: 70, url: `/media/${clear.file}` });
    const u2 = await t.call('/v1/session/photo/unlock', { messageId: r.data.message.id }, { token });
    expect(u2.data.goldBalance).toBe(70);
    const list = await t.call('/v1/session/message/list', { sessionId }, { token });
    expect(list.data.list.at(-1).photo).toMatchObject({ locked: false, url: `/media/${clear.file}` });
  });

  it('charges Premium 50 coins a photo and shows it clear', async () => {
    const { token, uid, sessionId } = await start();
    await setUser(uid, { vip_expire_at: t.deps.clock() + 86_400_000, gold_balance: 60 });
    const r = await t.call('/v1/session/photo/request', { sessionId }, { token });
    expect(r.data).toMatchObject({ locked: false, goldBalance: 10 });
    expect((await t.call('/v1/session/photo/request', { sessionId }, { token })).code).toBe(2002);
    // Paid for, hers to keep: after Premium ends the photo stays clear, and unlocking it is free.
    await setUser(uid, { vip_expire_at: t.deps.clock() - 1 });
    const list = await t.call('/v1/session/message/list', { sessionId }, { token });
    expect(list.data.list.at(-1).photo).toMatchObject({ id: r.data.message.photo.id, locked: false });
    const again = await t.call('/v1/session/photo/unlock', { messageId: r.data.message.id }, { token });
    expect(again.data.goldBalance).toBe(10);
  });

  it('unlocks a gallery photo for 50 coins; another user’s chat photo stays out of reach', async () => {
    const { token, uid, characterId, sessionId } = await start();
    await setUser(uid, { gold_balance: 50 });
    const detail = await t.call('/v1/character/detail', { characterId }, { token });
    const photoId = detail.data.photos[0].id;
    expect((await t.call('/v1/session/photo/unlock', { photoId }, { token })).data.goldBalance).toBe(0);
    const again = await t.call('/v1/character/detail', { characterId }, { token });
    expect(again.data.photos[0].locked).toBe(false);
    const teaser = await t.call('/v1/session/photo/request', { sessionId }, { token });
    const stranger = (await t.member()).token;
    expect((await t.call('/v1/session/photo/unlock', { photoId: teaser.data.message.photo.id }, { token: stranger })).code).toBe(1000);
  });
});

describe('gifts', () => {
  it('sends a gift for coins, she thanks in character for free, limits free users', async () => {
    const { token, uid, sessionId } = await start();
    const list = await t.call('/v1/gift/list', {}, { token });
    expect(list.data.remainingToday).toBe(3);
    const rose = list.data.list.find((g: { id: string }) => g.id === 'rose');
    const necklace = list.data.list.find((g: { premiumOnly: boolean }) => g.premiumOnly);
    expect((await t.call('/v1/session/gift/send', { sessionId, giftId: 'rose' }, { token })).code).toBe(2002);
    await setUser(uid, { gold_balance: 1000 });
    const sent = await t.call('/v1/session/gift/send', { sessionId, giftId: 'rose' }, { token });
    expect(sent.code).toBe(0);
    expect(sent.data.gift).toMatchObject({ kind: 'gift', giftId: 'rose' });
    expect(sent.data.message.content.length).toBeGreaterThan(5);
    expect(sent.data.goldBalance).toBe(1000 - rose.price);
    const me = await t.call('/v1/user/my-profile', {}, { token });
    expect(me.data.energy).toBe(100);
    expect((await t.call('/v1/session/gift/send', { sessionId, giftId: necklace.id }, { token })).code).toBe(2003);
    await t.call('/v1/session/gift/send', { sessionId, giftId: 'rose' }, { token });
    await t.call('/v1/session/gift/send', { sessionId, giftId: 'rose' }, { token });
    expect((await t.call('/v1/session/gift/send', { sessionId, giftId: 'rose' }, { token })).code).toBe(2003);
  });

  it('she thanks for the gift by its name, in the user language (before: a generic "and then what happened?")', async () => {
    for (const [lang, name] of [
      ['en', 'Teddy bear'],
      ['ar', 'دبدوب'],
    ] as const) {
      // One app per language; afterEach closes the last.
      if (lang === 'ar') {
        await memoryIdle();
        await t.close();
      }
      const { token, uid, sessionId } = await start();
      await setUser(uid, { gold_balance: 1000 });
      await t.deps.db.updateTable('users').set({ lang }).where('id', '=', uid).execute();
      await t.call('/v1/session/chat', { sessionId, content: lang === 'ar' ? 'مرحبا' : 'hi', clientMsgId: randomUUID() }, { token });
      const sent = await t.call('/v1/session/gift/send', { sessionId, giftId: 'teddy' }, { token });
      expect(sent.code).toBe(0);
      expect(sent.data.message.content).toContain(name);
      expect(sent.data.message.content).toContain('🧸');
    }
  });
});

describe('stories and memory', () => {
  it('keeps Premium story progress and refuses Premium stories to free users', async () => {
    t = await makeTestApp();
    const v = await t.member();
    const token = v.token;
    const s = await t.deps.db.selectFrom('scripts').selectAll().where('premium_only', '=', 1).executeTakeFirstOrThrow();
    expect((await t.call('/v1/session/from/character', { characterId: s.character_id, scriptId: s.id }, { token })).code).toBe(2003);
    await setUser(v.uid, { vip_expire_at: t.deps.clock() + 86_400_000 });
    const a = await t.call('/v1/session/from/character', { characterId: s.character_id, scriptId: s.id }, { token });
    expect(a.data.messages[0].content).toBe(s.opening);
    const b = await t.call('/v1/session/from/character', { characterId: s.character_id, scriptId: s.id }, { token });
    expect(b.data).toMatchObject({ sessionId: a.data.sessionId, resumed: true });
    const status = await t.call('/v1/user/character-script/status', { scriptId: s.id }, { token });
    expect(status.data).toMatchObject({ saved: true, sessionId: a.data.sessionId });
  });

  it('folds turns older than the window into a memory the user can read and edit', async () => {
    const { token, sessionId } = await start();
    await t.call(
      '/v1/session/chat',
      { sessionId, content: 'My name is Daniel and I work as a pilot.', clientMsgId: randomUUID() },
      { token },
    );
    // Memory is folded every fourth reply, once turns have left the 10-turn window.
    for (let i = 0; i < 12; i++) {
      await t.call('/v1/session/chat', { sessionId, content: `message number ${i}`, clientMsgId: randomUUID() }, { token });
      await memoryIdle();
    }
    const m = await t.call('/v1/session/memory', { sessionId }, { token });
    expect(m.data.memory).toMatch(/Daniel/);
    const edited = await t.call('/v1/session/memory/update', { sessionId, memory: '- Name: Dan' }, { token });
    expect(edited.data.memory).toBe('- Name: Dan');
  });
});

describe('tour', () => {
  it('lets a visitor send 5 messages, then asks them to sign up', async () => {
    t = await makeTestApp();
    const token = (await t.call('/v1/user/token')).data.token;
    const [c] = (await t.call('/v1/tour/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
    const s = await t.call('/v1/tour/session/from/character', { characterId: c.id }, { token });
    for (let i = 0; i < 5; i++) {
      expect(
        (await t.call('/v1/tour/session/chat', { sessionId: s.data.sessionId, content: `hi ${i}`, clientMsgId: randomUUID() }, { token }))
          .code,
      ).toBe(0);
    }
    const blocked = await t.call(
      '/v1/tour/session/chat',
      { sessionId: s.data.sessionId, content: 'one more', clientMsgId: randomUUID() },
      { token },
    );
    expect(blocked.code).toBe(1003);
    const page = await t.call('/v1/tour/session/open/vip/page', {}, { token });
    expect(page.data).toMatchObject({ used: 5, remaining: 0 });
    expect(page.data.plans.length).toBeGreaterThan(3);
  });
});
