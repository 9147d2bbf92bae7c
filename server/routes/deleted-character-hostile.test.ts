import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generationIdle } from '../domain/custom-characters/generation.js';
import { creditPaidMedia, paidMediaPayload } from '../domain/stars/paid-media.js';
import { eraseAccount } from '../domain/trust/deletion.js';
import { currentSession } from '../domain/proactive/current-chat.js';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { releasedCharacter, releaseHeldImages, template } from './custom-character.test-support.js';

let t: TestApp;
afterEach(async () => {
  releaseHeldImages();
  await generationIdle();
  await t?.close();
});

async function buyer(gold = 200) {
  const b = await t.member();
  await t.deps.db.updateTable('users').set({ gold_balance: gold }).where('id', '=', b.uid).execute();
  return b;
}
const goldOf = async (uid: string) =>
  (await t.deps.db.selectFrom('users').select('gold_balance').where('id', '=', uid).executeTakeFirstOrThrow()).gold_balance;
const unlock = (token: string, photoId: string) => t.call('/v1/session/photo/unlock', { photoId }, { token });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const onDisk = (file: string) => existsSync(join(t.dataDir, 'media', file));

describe.each(dialects)('a creator deleting a character whose photos were bought, on %s', (dialect) => {
  it('leaves each buyer the photos they paid for, and nothing of her to anyone else or to buy again', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { creator, id, photos } = await releasedCharacter(t);
    const [bought, notBought] = photos as [(typeof photos)[0], (typeof photos)[0]];
    const a = await buyer();
    const b = await buyer();
    const paid = await unlock(a.token, bought.id);
    expect(paid.code).toBe(0);
    expect(await goldOf(a.uid)).toBe(150);
    // A chat with her that the buyer had before.
    const chat = await t.call('/v1/session/from/character', { characterId: id }, { token: a.token });
    expect(chat.code).toBe(0);
    expect((await t.call('/v1/session/from/character', { characterId: id }, { token: creator.token })).code).toBe(0);

    expect((await t.call('/v1/custom-character/delete', { id }, { token: creator.token })).code).toBe(0);

    // Gone for everyone: the catalogue, her page, a new chat, her creator's list and calls.
    const listed = await t.call('/v1/character/list2', { sort: 1, page: 1, pageSize: 50, keyword: template.name });
    expect((listed.data.list as { id: string }[]).map((c) => c.id)).not.toContain(id);
    for (const who of [a, b, creator]) {
      expect((await t.call('/v1/character/detail', { characterId: id }, { token: who.token })).code).toBe(1000);
      expect((await t.call('/v1/character/photograph/list', { characterId: id, page: 1, pageSize: 20 }, { token: who.token })).code).toBe(
        1000,
      );
    }
    expect((await t.call('/v1/session/from/character', { characterId: id }, { token: b.token })).code).toBe(1000);
    expect((await t.call('/v1/custom-character/list', { page: 1, pageSize: 50 }, { token: creator.token })).data.total).toBe(0);
    expect((await t.call('/v1/custom-character/detail', { id }, { token: creator.token })).code).toBe(1000);
    expect((await t.call('/v1/character/photograph/list-self', { page: 1, pageSize: 50 }, { token: creator.token })).data.total).toBe(0);
    const creatorChats = (await t.call('/v1/session/list', { page: 1, pageSize: 50 }, { token: creator.token })).data.list;
    expect((creatorChats as { characterId: string }[]).map((s) => s.characterId)).not.toContain(id);
    const buyerChats = (await t.call('/v1/session/list', { page: 1, pageSize: 50 }, { token: a.token })).data.list;
    expect(buyerChats).toEqual([expect.objectContaining({ characterId: id, characterName: template.name, characterGone: true })]);

    // The buyer keeps hers: the clear picture, free, on disk.
    const again = await unlock(a.token, bought.id);
    expect(again).toMatchObject({ code: 0, data: { photoId: bought.id, url: `/media/${bought.file}`, goldBalance: 150 } });
    expect(onDisk(bought.file)).toBe(true);
    expect((await t.app.request(`/media/${bought.file}`)).status).toBe(200);
    // Her conversation stays readable; nothing new of hers is sold in it.
    const history = await t.call('/v1/session/message/list', { sessionId: chat.data.sessionId, limit: 20 }, { token: a.token });
    expect(history.code).toBe(0);
    expect(history.data.list.length).toBeGreaterThan(0);
    // The app shows a note instead of the composer.
    expect(history.data.character).toMatchObject({ id, gone: true });
    const sessionId = chat.data.sessionId as string;
    const messages = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom('messages')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('session_id', '=', sessionId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await messages();
    const energy = async () =>
      (await t.deps.db.selectFrom('users').select('energy').where('id', '=', a.uid).executeTakeFirstOrThrow()).energy;
    const energyBefore = await energy();
    expect((await t.call('/v1/session/photo/request', { sessionId }, { token: a.token })).code).toBe(1000);
    expect((await t.call('/v1/session/gift/send', { sessionId, giftId: 'rose' }, { token: a.token })).code).toBe(1000);
    expect(
      (await t.call('/v1/session/chat', { sessionId, content: 'are you there?', clientMsgId: 'c-after-delete' }, { token: a.token })).code,
    ).toBe(1000);
    expect(await messages()).toBe(before);
    // Nor does the bot continue it or she write first in it.
    expect(await currentSession(t.deps.db, a.uid)).toBeUndefined();
    expect(await goldOf(a.uid)).toBe(150);
    expect(await energy()).toBe(energyBefore);

    // Nobody else can pay for any photo of hers; the one nobody bought is gone with its files.
    expect((await unlock(b.token, bought.id)).code).toBe(1000);
    expect((await unlock(b.token, notBought.id)).code).toBe(1000);
    expect(await goldOf(b.uid)).toBe(200);
    expect(await t.deps.db.selectFrom('photos').select('id').where('id', '=', notBought.id).executeTakeFirst()).toBeUndefined();
    expect(onDisk(notBought.file)).toBe(false);
    expect(await t.deps.db.selectFrom('photo_unlocks').select('user_id').where('photo_id', '=', bought.id).execute()).toEqual([
      { user_id: a.uid },
    ]);
  });

  it('keeps a bought photo through its creator removing it, and a Stars purchase made before she was deleted', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { creator, id, photos } = await releasedCharacter(t);
    const [bought, notBought] = photos as [(typeof photos)[0], (typeof photos)[0]];
    const a = await buyer();
    expect((await unlock(a.token, bought.id)).code).toBe(0);
    const edit = (photoId: string) => t.call('/v1/character/photograph/edit', { photoId, remove: true }, { token: creator.token });
    expect(await edit(bought.id)).toMatchObject({ code: 1000, message: 'Others bought this photo: it stays in the gallery' });
    expect(onDisk(bought.file)).toBe(true);
    expect((await unlock(a.token, bought.id)).data.goldBalance).toBe(150);
    expect((await edit(notBought.id)).code).toBe(0);

    // A Telegram user was offered it for Stars before she was deleted, and pays after.
    const b = await buyer();
    await t.deps.db
      .insertInto('identities')
      .values({ id: 'i_stars_buyer', user_id: b.uid, type: 'telegram', subject: '777', create_time: t.deps.clock() })
      .execute();
    expect((await t.call('/v1/custom-character/delete', { id }, { token: creator.token })).code).toBe(0);
    expect(await creditPaidMedia(t.deps, 777, paidMediaPayload(bought.id))).toBe('unlocked');
    expect(await unlock(b.token, bought.id)).toMatchObject({ code: 0, data: { goldBalance: 200 } });
  });

  it('keeps bought photos when the creator’s whole account is erased', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { creator, id, photos } = await releasedCharacter(t);
    const [bought, notBought] = photos as [(typeof photos)[0], (typeof photos)[0]];
    const a = await buyer();
    expect((await unlock(a.token, bought.id)).code).toBe(0);
    await eraseAccount(t.deps, creator.uid, t.deps.clock());
    expect((await t.call('/v1/character/detail', { characterId: id }, { token: a.token })).code).toBe(1000);
    expect(await unlock(a.token, bought.id)).toMatchObject({ code: 0, data: { url: `/media/${bought.file}`, goldBalance: 150 } });
    expect(onDisk(bought.file)).toBe(true);
    expect(onDisk(notBought.file)).toBe(false);
  });

  it('under 50 buyers unlocking a photo while its creator removes it: removed only if nobody was charged', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { creator, photos } = await releasedCharacter(t);
    const photo = photos[1]!;
    const buyers = await Promise.all(Array.from({ length: 50 }, () => buyer()));
    const [answers, removed] = await Promise.all([
      Promise.all(buyers.map((b, i) => sleep(i).then(() => unlock(b.token, photo.id)))),
      sleep(20).then(() => t.call('/v1/character/photograph/edit', { photoId: photo.id, remove: true }, { token: creator.token })),
    ]);
    expect([0, 1000]).toContain(removed.code);
    const charged = [];
    for (const [i, b] of buyers.entries()) {
      expect([0, 1000]).toContain(answers[i]!.code);
      if ((await goldOf(b.uid)) === 150) charged.push(b.uid);
      else expect(await goldOf(b.uid)).toBe(200);
    }
    const row = await t.deps.db.selectFrom('photos').select('id').where('id', '=', photo.id).executeTakeFirst();
    if (removed.code === 0) {
      expect(row).toBeUndefined();
      expect(charged).toEqual([]);
    } else {
      expect(row).toBeDefined();
      expect(onDisk(photo.file)).toBe(true);
      const unlocked = await t.deps.db.selectFrom('photo_unlocks').select('user_id').where('photo_id', '=', photo.id).execute();
      expect(unlocked.map((u) => u.user_id).sort()).toEqual(charged.sort());
    }
  });

  it('deletes a character nobody paid for with everything of hers, as before', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { creator, id, photos } = await releasedCharacter(t);
    expect((await t.call('/v1/custom-character/delete', { id }, { token: creator.token })).code).toBe(0);
    expect(await t.deps.db.selectFrom('characters').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(photos.some((p) => onDisk(p.file))).toBe(false);
  });

  it('under 50 buyers unlocking while she is deleted: whoever was charged keeps the photo, nobody else is charged', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { creator, id, photos } = await releasedCharacter(t);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => buyer()));
    const [answers, deleted] = await Promise.all([
      // Spread over the deletion: some before, some during, some after.
      Promise.all(buyers.map((b, i) => sleep(i * 3).then(() => unlock(b.token, photos[i % photos.length]!.id)))),
      sleep(40).then(() => t.call('/v1/custom-character/delete', { id }, { token: creator.token })),
    ]);
    expect(answers.every((r) => r.code === 0 || r.code === 1000)).toBe(true);
    expect(deleted.code).toBe(0);
    for (const [i, b] of buyers.entries()) {
      const photoId = photos[i % photos.length]!.id;
      const kept = await t.deps.db
        .selectFrom('photo_unlocks')
        .innerJoin('photos', 'photos.id', 'photo_unlocks.photo_id')
        .select('photos.file')
        .where('photo_unlocks.user_id', '=', b.uid)
        .where('photo_unlocks.photo_id', '=', photoId)
        .executeTakeFirst();
      if (answers[i]!.code === 0) {
        expect(await goldOf(b.uid)).toBe(150);
        expect(kept && onDisk(kept.file)).toBe(true);
      } else {
        expect(await goldOf(b.uid)).toBe(200);
        expect(kept).toBeUndefined();
      }
    }
  });
});
