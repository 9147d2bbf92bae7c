import { describe, expect, it } from 'vitest';
import { dialects } from '../server/test/harness.js';
import { findTelegramUser } from './telegram-user.js';
import { tgUser } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';

const setup = botTests();

describe.each(dialects)('story deep links on %s', (dialect) => {
  it("a hidden story's link shows nothing of it to a free user, and offers it to Premium", async () => {
    const h = await setup({}, dialect);
    const hidden = await h.t.deps.db.selectFrom('scripts').selectAll().where('id', '=', 's-elena-2').executeTakeFirstOrThrow();
    expect(hidden.hidden).toBe(1);
    const free = tgUser();
    await h.command(free, '/start s_s-elena-2');
    const shown = h.tg.calls.filter((c) => c.method === 'sendPhoto' || c.method === 'sendMessage').map((c) => JSON.stringify(c.payload));
    expect(shown.some((p) => p.includes(hidden.title))).toBe(false);
    expect(h.tg.callsOf('sendMessage').at(-1)!.payload.text).toBe('Sorry, this link is no longer valid.');

    const member = tgUser();
    await h.command(member, '/start');
    const user = (await findTelegramUser(h.t.deps.db, member.id))!;
    await h.t.deps.db
      .updateTable('users')
      .set({ vip_expire_at: h.t.deps.clock() + 86_400_000 })
      .where('id', '=', user.id)
      .execute();
    await h.command(member, '/start s_s-elena-2');
    expect(String(h.tg.callsOf('sendPhoto').at(-1)!.payload.caption)).toContain(hidden.title);
  });
});
