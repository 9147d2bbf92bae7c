import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../server/app.js';
import { createDeps } from '../server/deps-factory.js';
import { silentLogger } from '../server/deps.js';
import { dialects } from '../server/test/harness.js';
import { plugBot } from './link.js';
import { startBot, WEBHOOK_PATH, webhookSecret } from './start.js';
import { BOT_TOKEN, tgUser } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';

const setup = botTests();
let closeB: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeB?.();
  closeB = undefined;
});

describe.each(dialects)('webhook mode behind two processes on %s', (dialect) => {
  it('the same update posted 50 times across two app instances is handled once, and every post is acknowledged', async () => {
    const h = await setup({ TELEGRAM_WEBHOOK: '1' }, dialect);
    // A second process: its own deps, app and bot over the same database.
    const plugB = plugBot();
    const depsB = await createDeps(h.t.deps.config, { log: silentLogger, clock: h.t.deps.clock, bot: plugB.link });
    closeB = () => depsB.close();
    const appB = createApp(depsB);
    const [a, b] = await Promise.all([startBot(h.t.deps, { bot: h.bot }), startBot(depsB, { bot: plugB.bot() })]);
    h.t.app.post(WEBHOOK_PATH, a.webhook!);
    appB.post(WEBHOOK_PATH, b.webhook!);

    const tg = tgUser('en');
    const update = (update_id: number) =>
      JSON.stringify({
        update_id,
        message: {
          message_id: update_id,
          date: 1,
          chat: { id: tg.id, type: 'private', first_name: 'A' },
          from: tg,
          text: '/help',
          entities: [{ type: 'bot_command', offset: 0, length: 5 }],
        },
      });
    const post = (app: typeof appB, body: string) =>
      app.request(WEBHOOK_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': webhookSecret(BOT_TOKEN) },
        body,
      });
    const sent = () => h.tg.callsOf('sendMessage').filter((c) => c.payload.chat_id === tg.id).length;

    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => post(i % 2 ? appB : h.t.app, update(700))));
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(sent()).toBe(1);
    // A redelivery later, to either process, is skipped too; the next update is handled.
    expect((await post(appB, update(700))).status).toBe(200);
    expect(sent()).toBe(1);
    expect((await post(appB, update(701))).status).toBe(200);
    expect(sent()).toBe(2);
  });
});
