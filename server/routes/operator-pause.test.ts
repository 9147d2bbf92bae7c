import { afterEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { restrict } from '../domain/admin/people.js';
import { recordRefusal, REFUSALS_TO_PAUSE } from '../domain/moderation/escalation.js';

let t: TestApp;
afterEach(async () => t?.close());

const moderator = { email: 'mod@ops.test', role: 'moderator' as const };

async function chatter(lang: string) {
  const m = await t.member();
  await t.deps.db.updateTable('users').set({ lang, gold_balance: 100 }).where('id', '=', m.uid).execute();
  const characterId = (await t.deps.db.selectFrom('characters').select('id').where('owner_id', 'is', null).executeTakeFirstOrThrow()).id;
  const chat = await t.call('/v1/session/from/character', { characterId }, { token: m.token });
  const say = (content: string) =>
    t.call('/v1/session/chat', { sessionId: chat.data.sessionId, content, clientMsgId: randomUUID() }, { token: m.token });
  const gift = () => t.call('/v1/session/gift/send', { sessionId: chat.data.sessionId, giftId: 'rose' }, { token: m.token });
  return { ...m, say, gift };
}

// An operator's pause was told to the user as the content policy's ("several messages asked for
// sexual content involving minors"), whatever the operator's reason: an accusation nobody made.
describe.each(dialects)('a chat paused by an operator, on %s', (dialect) => {
  it("says the team paused it and for how long, in the user's language, never the content policy's reason", async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const en = await chatter('en');
    const ar = await chatter('ar');
    await restrict(t.deps, moderator, en.uid, 2, 'Spamming reports; cool-off');
    await restrict(t.deps, moderator, ar.uid, 2, 'Spamming reports; cool-off');
    expect(await en.say('Hi, how are you?')).toMatchObject({ code: 2004, message: 'Our team has paused your chat for 2 h.' });
    expect(await en.gift()).toMatchObject({ code: 2004, message: 'Our team has paused your chat for 2 h.' });
    expect(await ar.say('مرحبا')).toMatchObject({ code: 2004, message: 'أوقف فريقنا الدردشة مؤقتًا لمدة 2 ساعة.' });

    // The content policy's own pause still says why.
    const policy = await chatter('en');
    for (let i = 0; i < REFUSALS_TO_PAUSE; i++)
      await recordRefusal(t.deps.db, {
        userId: policy.uid,
        source: 'message',
        category: 'minor',
        rule: 'test',
        excerpt: '',
        now: t.deps.clock(),
      });
    expect((await policy.say('Hi')).message).toMatch(
      /^Your chat is paused for 24 h because several messages asked for sexual content involving minors/,
    );
  });
});
