import { describe, expect, it } from 'vitest';
import { dialects } from '../server/test/harness.js';
import { findTelegramUser } from './telegram-user.js';
import { startBot, WEBHOOK_PATH, webhookSecret } from './start.js';
import { BOT_TOKEN, tgUser, type BotTest } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';

const setup = botTests();
const SECRET = webhookSecret(BOT_TOKEN);

async function webhook(h: BotTest) {
  const running = await startBot(h.t.deps, { bot: h.bot });
  h.t.app.post(WEBHOOK_PATH, running.webhook!);
  return (body: BodyInit, secret: string | null = SECRET) =>
    h.t.app.request(WEBHOOK_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(secret !== null && { 'x-telegram-bot-api-secret-token': secret }) },
      body,
    });
}

const claims = (h: BotTest) => h.t.deps.db.selectFrom('bot_updates').select('update_id').execute();

describe.each(dialects)('the webhook under attack on %s', (dialect) => {
  it('refuses posts without the secret (401) and bodies that are not updates (400), writing nothing; a real update is handled once', async () => {
    const h = await setup({ TELEGRAM_WEBHOOK: '1' }, dialect);
    const post = await webhook(h);
    const tg = tgUser();
    const start = (update_id: number) =>
      JSON.stringify({
        update_id,
        message: {
          message_id: 1,
          date: 1,
          chat: { id: tg.id, type: 'private', first_name: 'A' },
          from: tg,
          text: '/start',
          entities: [{ type: 'bot_command', offset: 0, length: 6 }],
        },
      });

    for (const secret of [null, '', 'x'.repeat(SECRET.length), SECRET.slice(1)]) expect((await post(start(1), secret)).status).toBe(401);
    // A huge body without the secret is refused unread.
    expect((await post(new Uint8Array(8 * 1024 * 1024), null)).status).toBe(401);

    // With the secret, but not an update: before, malformed JSON and `null` answered 500, the
    // others were claimed in bot_updates (SQLite) or failed the claim (PostgreSQL).
    const bad = [
      '{"update_id":',
      'null',
      '[]',
      '"text"',
      '{}',
      '{"update_id":"7"}',
      '{"update_id":-3}',
      '{"update_id":1.5}',
      '{"update_id":1e300}',
    ];
    for (const body of bad) {
      const r = await post(body);
      expect([body, r.status]).toEqual([body, 400]);
    }
    expect(await claims(h)).toEqual([]);
    expect(await findTelegramUser(h.t.deps.db, tg.id)).toBeUndefined();
    expect(h.tg.callsOf('sendMessage')).toEqual([]);

    // The real update, delivered twice: handled once.
    expect((await post(start(4242))).status).toBe(200);
    expect((await post(start(4242))).status).toBe(200);
    expect(h.tg.callsOf('sendMessage').filter((c) => c.payload.chat_id === tg.id)).toHaveLength(1);
    expect((await claims(h)).map((c) => Number(c.update_id))).toEqual([4242]);

    // A channel's post has no sender: acknowledged, nothing claimed (before: 500, Telegram retrying it).
    const post2 = JSON.stringify({
      update_id: 4243,
      channel_post: {
        message_id: 2,
        date: 1,
        chat: { id: -1001, type: 'channel', title: 'c' },
        text: '/start',
        entities: [{ type: 'bot_command', offset: 0, length: 6 }],
      },
    });
    expect((await post(post2)).status).toBe(200);
    expect(await claims(h)).toHaveLength(1);
  });
});
