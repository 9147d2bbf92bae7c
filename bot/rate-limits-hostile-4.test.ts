import { describe, expect, it } from 'vitest';
import { dialects } from '../server/test/harness.js';
import { chatTurnsIdle } from './features/chat.js';
import { tgUser } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';
import { chatCharges, chatWithSofia } from './test-support/chat-turns.js';

const setup = botTests();
const limits = { RATE_LIMIT_CHAT_ACCOUNT: '3/60', RATE_LIMIT_IMAGE_ACCOUNT: '2/600', RATE_LIMIT_ORDER_ACCOUNT: '2/600' };

describe.each(dialects)("the app's per-account rate limits in the bot, on %s", (dialect) => {
  it('messages to her, photos drawn and orders written stop at the same limits as in the app; a refused one writes nothing', async () => {
    const h = await setup(limits, dialect);
    const { db } = h.t.deps;
    const tg = tgUser();
    const user = await chatWithSofia(h, tg);
    const session = await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    await db
      .updateTable('users')
      .set({ gold_balance: 1000, vip_expire_at: h.t.deps.clock() + 86_400_000 })
      .where('id', '=', user.id)
      .execute();
    h.tg.reset();
    const refusals = () =>
      h.tg.callsOf('sendMessage').filter((c) => /^Too many requests, try again in \d+ s$/.test(String(c.payload.text)));

    // Before: no limit at all in the bot; a script driving the account had her answer 10 of 10.
    await Promise.all(Array.from({ length: 10 }, (_, i) => h.text(tg, `message ${i}`)));
    await chatTurnsIdle();
    expect(await chatCharges(h, user.id)).toHaveLength(3);
    const said = await db.selectFrom('messages').select('id').where('role', '=', 'user').execute();
    expect(said).toHaveLength(3);
    expect(refusals()).toHaveLength(7);

    await Promise.all(Array.from({ length: 5 }, () => h.callback(tg, `chat:photo:${session.id}`)));
    const photos = await db
      .selectFrom('ledger')
      .select('amount')
      .where('user_id', '=', user.id)
      .where('reason', '=', 'photo_request')
      .execute();
    expect(photos).toHaveLength(2);

    await Promise.all(Array.from({ length: 5 }, () => h.callback(tg, 'buy:gold:gold-100')));
    expect(await db.selectFrom('orders').select('id').where('user_id', '=', user.id).execute()).toHaveLength(2);
    expect(refusals()).toHaveLength(7 + 3 + 3);
  });
});
