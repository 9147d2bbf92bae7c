import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { iceBreaker, iceBreakerLocales } from '../domain/meet/ice-breakers.js';
import { extraLocales, locales } from '../../shared/locales.js';
import { newId } from '../domain/ids.js';
import { jsonText, type JsonText } from '../db/json-text.js';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const setUser = (uid: string, values: { vip_expire_at?: number; preferences?: JsonText<Record<string, unknown>>; is_visitor?: number }) =>
  t.deps.db.updateTable('users').set(values).where('id', '=', uid).execute();

/** A published catalogue character of this ethnicity, and one of another (with everything else of hers). */
async function twoCharacters() {
  const rows = await t.deps.db
    .selectFrom('characters')
    .select(['id', 'ethnicity', 'personality', 'style', 'age', 'name'])
    .where('owner_id', 'is', null)
    .orderBy('id')
    .execute();
  const fit = rows[0]!;
  const other = rows.find((r) => r.ethnicity !== fit.ethnicity)!;
  return { fit, other, all: rows };
}

it('her ice-breaker is written in every language of the app', () => {
  expect([...locales, ...extraLocales].map((l) => l.code).filter((c) => !iceBreakerLocales.includes(c))).toEqual([]);
});

describe.each(dialects)('Meet on %s', (dialect) => {
  it('a liked character who fits the onboarding answers likes back: one match, a chat where she writes first, in the UI language', async () => {
    t = await makeTestApp({ dialect });
    const { token, uid } = await t.member();
    const { fit, other } = await twoCharacters();
    await setUser(uid, { preferences: jsonText({ ethnicity: fit.ethnicity }) });

    const deck = await t.call('/v1/meet/deck', {}, { token });
    expect(deck.code).toBe(0);
    expect(deck.data.list.length).toBeGreaterThan(0);
    // Best fits first.
    expect(deck.data.list[0].ethnicity).toBe(fit.ethnicity);

    const miss = await t.call('/v1/meet/like-op', { characterId: other.id, like: 1 }, { token });
    expect(miss.data).toEqual({ characterId: other.id, like: 1, matched: false, sessionId: null });

    const hit = await t.call('/v1/meet/like-op', { characterId: fit.id, like: 1 }, { token, headers: { 'accept-language': 'ar' } });
    expect(hit.data).toMatchObject({ characterId: fit.id, like: 1, matched: true });
    const messages = await t.call('/v1/session/message/list', { sessionId: hit.data.sessionId }, { token });
    expect(messages.data.list).toHaveLength(1);
    expect(messages.data.list[0]).toMatchObject({ role: 'assistant', content: iceBreaker(fit.personality, 'ar') });

    // Neither comes back in the deck; the lists and counts say where each stands.
    const after = await t.call('/v1/meet/deck', {}, { token });
    expect(after.data.list.map((c: { id: string }) => c.id)).not.toContain(fit.id);
    expect(after.data.list.map((c: { id: string }) => c.id)).not.toContain(other.id);
    const matches = await t.call('/v1/meet/list/match', {}, { token });
    expect(matches.data.total).toBe(1);
    expect(matches.data.list[0]).toMatchObject({ sessionId: hit.data.sessionId, waiting: true, character: { id: fit.id } });
    const mine = await t.call('/v1/meet/list/like', { who: 'me' }, { token });
    expect(mine.data.list.map((c: { id: string }) => c.id)).toEqual([other.id]);
    expect((await t.call('/v1/meet/counts', {}, { token })).data).toMatchObject({ matches: 1, waiting: 1 });

    // Answering her ends the wait (the badge).
    await t.deps.db
      .insertInto('messages')
      .values({
        id: newId('m'),
        session_id: hit.data.sessionId,
        role: 'user',
        kind: 'text',
        content: 'Hi!',
        photo_id: null,
        gift_id: null,
        client_msg_id: null,
        status: 'done',
        create_time: t.deps.clock() + 1,
      })
      .execute();
    expect((await t.call('/v1/meet/counts', {}, { token })).data.waiting).toBe(0);
  });

  it('her history with the user wins her over: a chat with her makes a like a match, and that chat goes on as it was', async () => {
    t = await makeTestApp({ dialect });
    const { token, uid } = await t.member();
    const { fit, other } = await twoCharacters();
    await setUser(uid, { preferences: jsonText({ ethnicity: fit.ethnicity }) });
    const s = await t.call('/v1/session/from/character', { characterId: other.id }, { token });
    await t.deps.db
      .insertInto('messages')
      .values({
        id: newId('m'),
        session_id: s.data.sessionId,
        role: 'user',
        kind: 'text',
        content: 'Hello you',
        photo_id: null,
        gift_id: null,
        client_msg_id: null,
        status: 'done',
        create_time: t.deps.clock() + 1,
      })
      .execute();
    t.tick(1000);
    // Someone the user already talks with is no stranger to meet: not in the deck.
    const deck = (await t.call('/v1/meet/deck', {}, { token })).data.list.map((c: { id: string }) => c.id);
    expect(deck).not.toContain(other.id);
    const like = await t.call('/v1/meet/like-op', { characterId: other.id, like: 1 }, { token });
    expect(like.data).toMatchObject({ matched: true, sessionId: s.data.sessionId });
    // Before: her first-meeting line ("So you liked me…") landed at the end of their conversation.
    const list = (await t.call('/v1/session/message/list', { sessionId: s.data.sessionId }, { token })).data.list;
    expect(list.at(-1)).toMatchObject({ role: 'user', content: 'Hello you' });
    expect(list.some((m: { content: string }) => m.content === iceBreaker(other.personality, 'en'))).toBe(false);
  });

  it('50 concurrent likes of one character make one like, one match, one chat and one ice-breaker', async () => {
    t = await makeTestApp({ dialect });
    const { token } = await t.member();
    const { fit } = await twoCharacters();
    const before = await t.deps.db.selectFrom('characters').select('like_count').where('id', '=', fit.id).executeTakeFirstOrThrow();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call('/v1/meet/like-op', { characterId: fit.id, like: 1 }, { token })),
    );
    expect(answers.every((a) => a.code === 0 && a.data.matched === true)).toBe(true);
    const rows = await t.deps.db.selectFrom('meet_likes').selectAll().where('target_id', '=', fit.id).execute();
    expect(rows).toHaveLength(1);
    const sessions = await t.deps.db
      .selectFrom('sessions')
      .select('id')
      .where('character_id', '=', fit.id)
      .where('user_id', '=', rows[0]!.user_id)
      .execute();
    expect(sessions).toHaveLength(1);
    const msgs = await t.deps.db.selectFrom('messages').select('content').where('session_id', '=', sessions[0]!.id).execute();
    expect(msgs).toEqual([{ content: iceBreaker(fit.personality, 'en') }]);
    expect(rows[0]!.session_id).toBe(sessions[0]!.id);
    const afterCount = await t.deps.db.selectFrom('characters').select('like_count').where('id', '=', fit.id).executeTakeFirstOrThrow();
    expect(Number(afterCount.like_count)).toBe(Number(before.like_count) + 1);
  });

  it('a pass hides her until the deck runs out; then the deck says so and can show the passed ones again, and a later like counts', async () => {
    t = await makeTestApp({ dialect });
    const { token, uid } = await t.member();
    const { fit, all } = await twoCharacters();
    // Answers that no character fits: nobody likes back.
    await setUser(uid, { preferences: jsonText({ ethnicity: 'nobody' }) });
    await t.call('/v1/user/meet-pro/config/update', { style: fit.style }, { token });
    const ofStyle = all.filter((c) => c.style === fit.style);
    for (const c of ofStyle) expect((await t.call('/v1/meet/like-op', { characterId: c.id, like: -1 }, { token })).data.like).toBe(-1);
    const empty = await t.call('/v1/meet/deck', {}, { token });
    expect(empty.data).toMatchObject({ list: [], exhausted: true, passed: ofStyle.length });
    const again = await t.call('/v1/meet/deck', { again: true }, { token });
    expect(again.data.list.length).toBe(Math.min(10, ofStyle.length));
    expect(again.data.list.every((c: { style: string }) => c.style === fit.style)).toBe(true);
    const liked = await t.call('/v1/meet/like-op', { characterId: fit.id, like: 1 }, { token });
    expect(liked.data).toMatchObject({ like: 1, matched: false });
    // A like is never turned back into a pass.
    expect((await t.call('/v1/meet/like-op', { characterId: fit.id, like: -1 }, { token })).data.like).toBe(1);
  });

  it('Premium filters: a free user may set the style only (2003, nothing saved); Premium sees who likes them and filters by looks', async () => {
    t = await makeTestApp({ dialect });
    const { token, uid } = await t.member();
    const { fit } = await twoCharacters();
    await setUser(uid, { preferences: jsonText({ ethnicity: fit.ethnicity }) });
    const refused = await t.call('/v1/user/meet-pro/config/update', { ethnicities: [fit.ethnicity] }, { token });
    expect(refused.code).toBe(2003);
    expect(await t.deps.db.selectFrom('meet_settings').selectAll().execute()).toEqual([]);
    expect((await t.call('/v1/user/meet-pro/config/update', { ageMin: 30, ageMax: 20 }, { token })).code).toBe(1000);

    const locked = await t.call('/v1/meet/list/like', {}, { token });
    expect(locked.data.locked).toBe(true);
    expect(locked.data.list).toEqual([]);
    expect(locked.data.total).toBeGreaterThan(0);
    expect(JSON.stringify(locked.data)).not.toContain(fit.id);

    await setUser(uid, { vip_expire_at: t.deps.clock() + 86_400_000 });
    const saved = await t.call('/v1/user/meet-pro/config/update', { ethnicities: [fit.ethnicity] }, { token });
    expect(saved.data.ethnicities).toEqual([fit.ethnicity]);
    const deck = await t.call('/v1/meet/deck', {}, { token });
    expect(deck.data.list.length).toBeGreaterThan(0);
    expect(deck.data.list.every((c: { ethnicity: string; likesYou: boolean }) => c.ethnicity === fit.ethnicity && c.likesYou)).toBe(true);
    const open = await t.call('/v1/meet/list/like', {}, { token });
    expect(open.data.locked).toBe(false);
    expect(open.data.list.length).toBe(Math.min(20, locked.data.total));

    // Premium over: the look filters are kept but no longer applied.
    await setUser(uid, { vip_expire_at: 0 });
    const free = await t.call('/v1/meet/deck', {}, { token });
    expect(free.data.config.ethnicities).toEqual([fit.ethnicity]);
    expect(free.data.list.some((c: { ethnicity: string }) => c.ethnicity !== fit.ethnicity)).toBe(true);
  });

  it('refuses bad input and visitors with a clear code, writing nothing', async () => {
    t = await makeTestApp({ dialect });
    const { token } = await t.member();
    const { fit } = await twoCharacters();
    expect((await t.call('/v1/meet/like-op', { characterId: fit.id, like: 2 }, { token })).code).toBe(1000);
    expect((await t.call('/v1/meet/like-op', { characterId: 'nope', like: 1 }, { token })).code).toBe(1000);
    expect((await t.call('/v1/meet/like-op', { characterId: fit.id, like: 1 })).code).toBe(1003);
    const visitor = (await t.call('/v1/user/token')).data.token as string;
    expect((await t.call('/v1/meet/deck', {}, { token: visitor })).code).toBe(0);
    expect((await t.call('/v1/meet/like-op', { characterId: fit.id, like: 1 }, { token: visitor })).code).toBe(1003);
    expect(await t.deps.db.selectFrom('meet_likes').selectAll().execute()).toEqual([]);
  });
});
