import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../../test/harness.js';
import { paidChatPhotosMigration } from './2026-12-18-paid-chat-photos.js';

let t: TestApp;
afterEach(async () => t?.close());

describe.each(dialects)('migration 2026-12-18-paid-chat-photos on %s', (dialect) => {
  it("turns each chat photo a Premium member paid for into that member's unlock, once", async () => {
    t = await makeTestApp({ dialect });
    const m = await t.member();
    await t.deps.db
      .updateTable('users')
      .set({ vip_expire_at: t.deps.clock() + 86_400_000, gold_balance: 100 })
      .where('id', '=', m.uid)
      .execute();
    const [c] = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
    const s = await t.call('/v1/session/from/character', { characterId: c.id }, { token: m.token });
    const r = await t.call('/v1/session/photo/request', { sessionId: s.data.sessionId }, { token: m.token });
    const photoId = r.data.message.photo.id as string;
    // As a purchase made before the fix left it: the ledger row, no unlock.
    await t.deps.db.deleteFrom('photo_unlocks').where('user_id', '=', m.uid).execute();
    const unlocks = () => t.deps.db.selectFrom('photo_unlocks').select(['user_id', 'photo_id']).where('user_id', '=', m.uid).execute();
    await paidChatPhotosMigration().up(t.deps.db);
    await paidChatPhotosMigration().up(t.deps.db);
    expect(await unlocks()).toEqual([{ user_id: m.uid, photo_id: photoId }]);
  });
});
