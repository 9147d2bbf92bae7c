import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
afterEach(async () => t?.close());

const reports = () => t.deps.db.selectFrom('reports').selectAll().orderBy('create_time').execute();

/** A member with a chat (her greeting is its first message), and a catalogue character. */
async function memberWithChat() {
  const m = await t.member();
  const [c] = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
  const s = await t.call('/v1/session/from/character', { characterId: c.id }, { token: m.token });
  return { ...m, characterId: c.id as string, sessionId: s.data.sessionId as string, messageId: s.data.messages[0].id as string };
}

describe.each(dialects)('reports from a hostile client on %s', (dialect) => {
  it('takes a report only of what the reporter was shown: nothing else is written', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const victim = await memberWithChat();
    const attacker = await memberWithChat();
    const db = t.deps.db;
    // A private character of the victim's, and a gallery photo of a catalogue character.
    const own = await db
      .selectFrom('characters')
      .select('id')
      .where('id', '!=', victim.characterId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('characters').set({ owner_id: victim.uid, visibility: 0 }).where('id', '=', own.id).execute();
    const photo = await db.selectFrom('photos').select('id').where('character_id', '=', victim.characterId).executeTakeFirstOrThrow();

    const report = (token: string, targetType: string, targetId: string) =>
      t.call('/v1/user/report', { targetType, targetId, reason: 'Spam' }, { token });
    for (const [type, id] of [
      ['message', victim.messageId], // a message of someone else's chat
      ['character', own.id], // someone's private character
      ['character', 'c_nobody'],
      ['photo', 'p_nobody'],
      ['user', 'u_nobody'],
      ['user', attacker.uid], // oneself
    ] as const) {
      const r = await report(attacker.token, type, id);
      expect(r.code, `${type} ${id}`).toBe(1000);
      expect(r.message).toMatch(/not found/);
    }
    expect(await reports()).toEqual([]);

    // What they were shown is taken.
    for (const [type, id] of [
      ['message', attacker.messageId],
      ['character', attacker.characterId],
      ['photo', photo.id],
      ['user', victim.uid],
    ] as const) {
      expect((await report(attacker.token, type, id)).code, `${type} ${id}`).toBe(0);
    }
    // The owner may report their own private character's page (they see it).
    expect((await report(victim.token, 'character', own.id)).code).toBe(0);
    expect(await reports()).toHaveLength(5);
  });

  it("files one report of a thing per reporter a day: 50 concurrent reports of one user make one on the victim's record", async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const victim = await t.member();
    const attacker = await t.member();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call('/v1/user/report', { targetType: 'user', targetId: victim.uid, reason: `Harassment ${i}` }, { token: attacker.token }),
      ),
    );
    expect(answers.every((a) => a.code === 0)).toBe(true);
    const rows = await reports();
    expect(rows).toHaveLength(1);
    // Every repeat is answered the report that stands.
    expect(new Set(answers.map((a) => a.data.id))).toEqual(new Set([rows[0]!.id]));

    // Another reporter's report is theirs; a day on, the same reporter may report again.
    const other = await t.member();
    expect(
      (await t.call('/v1/user/report', { targetType: 'user', targetId: victim.uid, reason: 'Spam' }, { token: other.token })).code,
    ).toBe(0);
    t.tick(24 * 3_600_000);
    expect(
      (await t.call('/v1/user/report', { targetType: 'user', targetId: victim.uid, reason: 'Again' }, { token: attacker.token })).code,
    ).toBe(0);
    expect(await reports()).toHaveLength(3);
  });
});
