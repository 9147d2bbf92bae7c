import { describe, expect, it, vi } from 'vitest';
import { firstMessageSender } from './features/proactive.js';
import { findTelegramUser, ensureTelegramUser } from './telegram-user.js';
import { tgUser } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';
import { claimSlot } from '../server/domain/proactive/slots.js';
import { runProactive } from '../server/domain/proactive/run.js';
import { updateProactiveSettings } from '../server/domain/proactive/settings.js';
import { chooseCharacter } from '../server/domain/proactive/current-chat.js';
import { openSession } from '../server/domain/chat/sessions.js';
import { defaultSettingsFor, minutesOf } from '../server/domain/proactive/schedule.js';
import { dialects } from '../server/test/harness.js';

const setup = botTests();
const HOUR = 3600_000;

/** Five minutes past a user's default time (never chose one, no zone known), the next day in UTC. */
function toDefaultTime(h: { t: { deps: { clock(): number }; tick(ms: number): void } }, userId: string) {
  const at = defaultSettingsFor(userId, null).times[0]!;
  const now = h.t.deps.clock();
  const d = new Date(now);
  h.t.tick(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1) + (minutesOf(at) + 5) * 60_000 - now);
}

type Markup = { inline_keyboard: Array<Array<{ text: string; callback_data?: string }>> };

describe.each(dialects)('she writes first, on %s', (dialect) => {
  it('the day cap is the database: 50 concurrent claims give a free user 1 message, Premium 3, and one time once', async () => {
    const h = await setup({}, dialect);
    const db = h.t.deps.db;
    const [a, b, c] = await Promise.all([tgUser(), tgUser(), tgUser()].map(async (u) => (await ensureTelegramUser(h.t.deps, u)).user.id));
    const claim = (userId: string, cap: number, at: (i: number) => string) =>
      Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          claimSlot(db, { userId, day: '2026-11-23', at: at(i), cap, sessionId: 's', kind: 'morning', now: 1 }),
        ),
      );
    const free = await claim(a!, 1, (i) => `t${i}`);
    const premium = await claim(b!, 3, (i) => `t${i}`);
    const sameTime = await claim(c!, 3, () => '09:00');
    expect(free.filter((s) => s !== null)).toEqual([0]);
    expect(premium.filter((s) => s !== null).sort()).toEqual([0, 1, 2]);
    expect(sameTime.filter((s) => s !== null)).toEqual([0]);
    const rows = await db.selectFrom('proactive_sends').select(['user_id']).execute();
    expect(rows).toHaveLength(5);
    // The table itself refuses a fourth slot, whatever the code asks.
    await expect(
      db
        .insertInto('proactive_sends')
        .values({ user_id: b!, day: '2026-11-24', slot: 3, at: 'x', session_id: 's', kind: 'k', status: 'claimed', create_time: 1 })
        .execute(),
    ).rejects.toThrow();
  });

  it('only to users who allowed it, at their times in their zone, outside quiet hours, capped, never charged, stopped with one tap', async () => {
    const h = await setup({}, dialect);
    const { deps } = h.t;
    const sender = firstMessageSender(h.bot.api, deps);
    // Alex wrote to the bot (consent, source bot_message) and chats with Sofia.
    const alexTg = tgUser('en', 'Alex');
    await h.command(alexTg, '/start');
    await h.callback(alexTg, 'chat:pick:c-sofia');
    const alex = (await findTelegramUser(deps.db, alexTg.id))!;
    await updateProactiveSettings(
      deps.db,
      alex.id,
      { times: ['20:00', '09:00', '13:00'], timeZone: 'Europe/Paris', quietFrom: 22 * 60, quietTo: 8 * 60 },
      deps.clock(),
    );
    // Bo has Telegram and a chat but never let the bot write.
    const bo = (await ensureTelegramUser(deps, tgUser('en', 'Bo'))).user;
    await chooseCharacter(deps.db, bo, 'c-sofia', deps.clock(), 'en');
    expect(await deps.db.selectFrom('bot_write_access').select(['user_id', 'source']).execute()).toEqual([
      { user_id: alex.id, source: 'bot_message' },
    ]);

    // 2026-11-23 08:05 UTC is 09:05 in Paris: Alex's morning.
    h.t.tick(20 * HOUR + 5 * 60_000);
    h.tg.reset();
    expect(await runProactive(deps, sender)).toEqual({ sent: 1, skipped: 0, failed: 0 });
    expect(await runProactive(deps, sender)).toEqual({ sent: 0, skipped: 1, failed: 0 });
    const [first] = h.tg.callsOf('sendMessage');
    expect(first!.payload.chat_id).toBe(alexTg.id);
    expect(String(first!.payload.text)).toMatch(/^💬 Sofia Marín wrote to you:\n\n\S/);
    const buttons = (first!.payload.reply_markup as Markup).inline_keyboard.flat();
    // The 23rd is a story day (she rotates greeting, follow-up, story): its button opens the story.
    expect(buttons.map((b) => b.text)).toEqual(['▶️ Start the story', "🔕 Don't write first"]);
    // In the conversation, like her replies; nothing charged.
    const saved = await deps.db
      .selectFrom('messages')
      .select(['role', 'content', 'client_msg_id'])
      .where('client_msg_id', 'like', 'proactive:%')
      .execute();
    expect(saved).toEqual([
      {
        role: 'assistant',
        content: String(first!.payload.text).split('\n\n').slice(1).join('\n\n'),
        client_msg_id: 'proactive:2026-11-23:0',
      },
    ]);
    expect(await deps.db.selectFrom('ledger').select('id').where('user_id', '=', alex.id).where('reason', '=', 'chat').execute()).toEqual(
      [],
    );

    // 13:05 in Paris: a free user's one message a day is spent.
    h.t.tick(4 * HOUR);
    expect((await runProactive(deps, sender)).sent).toBe(0);
    // Premium: up to three a day, so 20:05 brings the second.
    await deps.db
      .updateTable('users')
      .set({ vip_expire_at: deps.clock() + 30 * 24 * HOUR })
      .where('id', '=', alex.id)
      .execute();
    h.t.tick(7 * HOUR);
    expect((await runProactive(deps, sender)).sent).toBe(1);
    // Quiet hours: a time chosen inside them is never used.
    await updateProactiveSettings(deps.db, alex.id, { times: ['23:00'] }, deps.clock());
    h.t.tick(3 * HOUR);
    expect((await runProactive(deps, sender)).sent).toBe(0);

    // One tap under her message stops her; the next morning brings nothing, to anyone.
    await updateProactiveSettings(deps.db, alex.id, { times: ['09:00'] }, deps.clock());
    await h.callback(alexTg, buttons[1]!.callback_data!);
    expect(h.tg.callsOf('sendMessage').at(-1)!.payload.text).toMatch(/^She won't write to you first anymore/);
    h.t.tick(10 * HOUR);
    expect(await runProactive(deps, sender)).toEqual({ sent: 0, skipped: 0, failed: 0 });
    // Turned back on (the button under that notice): the day after, she writes again.
    await h.callback(alexTg, 'proactive:on');
    h.t.tick(24 * HOUR);
    expect((await runProactive(deps, sender)).sent).toBe(1);
    // Bo never heard from the bot.
    expect(h.tg.calls.filter((c) => c.payload.chat_id !== undefined && c.payload.chat_id !== alexTg.id)).toEqual([]);
  });

  it('users who never opened the settings: in the zone their device gave, spread over two hours instead of all at 09:00', async () => {
    const h = await setup({}, dialect);
    const { deps } = h.t;
    const sender = firstMessageSender(h.bot.api, deps);
    const froms = Array.from({ length: 40 }, () => tgUser());
    const users = [];
    for (const from of froms) {
      await h.command(from, '/start');
      await h.callback(from, 'chat:pick:c-sofia');
      users.push((await findTelegramUser(deps.db, from.id))!);
    }
    // One of them opened the app in India (UTC+05:30): her morning is 03:30 UTC earlier.
    const india = users[0]!;
    await deps.db.updateTable('users').set({ utc_offset_min: 330 }).where('id', '=', india.id).execute();
    const times = users.slice(1).map((u) => minutesOf(defaultSettingsFor(u.id, null).times[0]!));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(9 * 60);
    expect(Math.max(...times)).toBeLessThan(11 * 60);
    expect(new Set(times.map((m) => Math.floor(m / 30))).size).toBe(4);

    // Step through the next day in 5-minute passes: each is written to once, at their own time.
    const sentAt = new Map<number, number>();
    const start = deps.clock();
    const d = new Date(start);
    h.t.tick(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1) - start);
    for (let m = 0; m < 12 * 60; m += 5) {
      h.tg.reset();
      await runProactive(deps, sender);
      for (const c of h.tg.callsOf('sendMessage')) sentAt.set(Number(c.payload.chat_id), m);
      h.t.tick(5 * 60_000);
    }
    expect(sentAt.size).toBe(40);
    const indiaAt = minutesOf(defaultSettingsFor(india.id, 330).times[0]!) - 330;
    expect(sentAt.get(froms[0]!.id)).toBe(Math.ceil(indiaAt / 5) * 5);
    for (const [i, from] of froms.slice(1).entries()) expect(sentAt.get(from.id)).toBe(Math.ceil(times[i]! / 5) * 5);
  });

  it('does not write to a user whose chat is paused by the content policy (they could not answer), and does once it ends', async () => {
    const h = await setup({}, dialect);
    const { deps } = h.t;
    const sender = firstMessageSender(h.bot.api, deps);
    const from = tgUser();
    await h.command(from, '/start');
    await h.callback(from, 'chat:pick:c-sofia');
    const member = (await findTelegramUser(deps.db, from.id))!;
    toDefaultTime(h, member.id);
    await deps.db
      .insertInto('chat_restrictions')
      .values({
        user_id: member.id,
        until: deps.clock() + 2 * HOUR,
        episodes: 1,
        review_status: 'pending',
        create_time: deps.clock(),
      } as never)
      .execute();
    h.tg.reset();
    expect((await runProactive(deps, sender)).sent).toBe(0);
    expect(h.tg.callsOf('sendMessage')).toEqual([]);
    await deps.db
      .updateTable('chat_restrictions')
      .set({ until: deps.clock() - 1 })
      .where('user_id', '=', member.id)
      .execute();
    expect((await runProactive(deps, sender)).sent).toBe(1);
  });

  it("does not write in a Premium story's chat once Premium has ended (the member could not answer there), and does when it is back", async () => {
    const h = await setup({}, dialect);
    const { deps } = h.t;
    const sender = firstMessageSender(h.bot.api, deps);
    const from = tgUser();
    await h.command(from, '/start');
    await h.callback(from, 'chat:pick:c-sofia');
    const member = (await findTelegramUser(deps.db, from.id))!;
    const story = await deps.db
      .selectFrom('scripts')
      .select('id')
      .where('character_id', '=', 'c-sofia')
      .where('premium_only', '=', 1)
      .executeTakeFirstOrThrow();
    const premium = async (days: number) => {
      await deps.db
        .updateTable('users')
        .set({ vip_expire_at: deps.clock() + days * 24 * HOUR })
        .where('id', '=', member.id)
        .execute();
      return (await findTelegramUser(deps.db, from.id))!;
    };
    // Played while a member, after picking her: her story's chat is the newest, the one she would write in.
    h.t.tick(60_000);
    await openSession(deps.db, await premium(1), 'c-sofia', story.id, deps.clock(), 'en');
    await premium(-1);
    toDefaultTime(h, member.id);
    h.tg.reset();
    expect(await runProactive(deps, sender)).toEqual({ sent: 0, skipped: 1, failed: 0 });
    expect(h.tg.callsOf('sendMessage')).toEqual([]);
    await premium(30);
    expect((await runProactive(deps, sender)).sent).toBe(1);
  });

  it('a model writes her first message only in a free slot of the chat queue, and gives the slot up to a reply', async () => {
    const h = await setup({ LLM_CONCURRENCY: '1' }, dialect);
    const { deps } = h.t;
    const from = tgUser();
    await h.command(from, '/start');
    await h.callback(from, 'chat:pick:c-sofia');
    toDefaultTime(h, (await findTelegramUser(deps.db, from.id))!.id);
    // A model (not the offline engine): counts its requests, then writes until stopped or released.
    let asked = 0;
    let release = () => {};
    const released = new Promise<void>((r) => (release = r));
    deps.llm = {
      name: 'test-model',
      async *streamReply(_messages, options) {
        asked++;
        yield 'Good morning';
        await new Promise<void>((resolve, reject) => {
          void released.then(resolve);
          if (options.signal?.aborted) reject(new Error('stopped'));
          options.signal?.addEventListener('abort', () => reject(new Error('stopped')), { once: true });
        });
        yield ', darling.';
      },
    };
    const sender = firstMessageSender(h.bot.api, deps);
    h.tg.reset();

    // A reply holds the only slot: she does not ask the model meanwhile.
    const replySlot = await deps.chatQueue.acquire(false);
    const pass = runProactive(deps, sender);
    await new Promise((r) => setTimeout(r, 300));
    expect(asked).toBe(0);
    replySlot();
    await vi.waitFor(() => expect(asked).toBe(1));
    // A reply arrives while she writes: it gets the slot; her message is given up, nothing sent.
    const next = deps.chatQueue.acquire(false);
    expect(await pass).toEqual({ sent: 0, skipped: 1, failed: 0 });
    (await next)();
    expect(h.tg.callsOf('sendMessage')).toHaveLength(0);
    // The next pass, with the slot free, writes and sends it.
    release();
    expect(await runProactive(deps, sender)).toEqual({ sent: 1, skipped: 0, failed: 0 });
    expect(String(h.tg.callsOf('sendMessage')[0]!.payload.text)).toContain('Good morning, darling.');
  });

  it('a user who blocked the bot loses the consent; writing to the bot again gives it back', async () => {
    const h = await setup({}, dialect);
    const { deps } = h.t;
    const from = tgUser();
    await h.command(from, '/start');
    await h.callback(from, 'chat:pick:c-sofia');
    const user = (await findTelegramUser(deps.db, from.id))!;
    toDefaultTime(h, user.id);
    h.tg.failNext('sendMessage', 403, 'Forbidden: bot was blocked by the user');
    expect(await runProactive(deps, firstMessageSender(h.bot.api, deps))).toMatchObject({ failed: 1 });
    const revoked = await deps.db.selectFrom('bot_write_access').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(revoked.revoked_at).not.toBeNull();
    await h.command(from, '/help');
    const back = await deps.db.selectFrom('bot_write_access').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(back.revoked_at).toBeNull();
  });
});
