import { describe, expect, it } from 'vitest';
import { energy as E } from '../shared/constants.js';
import { dialects } from '../server/test/harness.js';
import { findTelegramUser } from './telegram-user.js';
import { tgUser } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';

const setup = botTests();

describe.each(dialects)('the support gift under attack on %s', (dialect) => {
  it('50 taps of "Claim gift" at once pay its coins once, with one ledger row; the rest say it was taken', async () => {
    const h = await setup({}, dialect);
    const tg = tgUser();
    await h.command(tg, '/start');
    const user = (await findTelegramUser(h.t.deps.db, tg.id))!;
    await Promise.all(Array.from({ length: 50 }, () => h.callback(tg, 'gift:claim')));
    const after = (await findTelegramUser(h.t.deps.db, tg.id))!;
    expect(after.gold_balance).toBe(user.gold_balance + E.supportGiftCoins);
    const rows = await h.t.deps.db
      .selectFrom('ledger')
      .select('amount')
      .where('user_id', '=', user.id)
      .where('reason', '=', 'support_gift')
      .execute();
    expect(rows.map((r) => r.amount)).toEqual([E.supportGiftCoins]);
    const alerts = h.tg.callsOf('answerCallbackQuery').filter((c) => c.payload.show_alert === true);
    expect(alerts).toHaveLength(49);
  });
});
