import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { BotError } from 'grammy';
import { botErrorHandler } from './bot.js';
import type { BotContext } from './context.js';
import { applyLedger } from '../server/domain/ledger.js';
import { findTelegramUser } from './telegram-user.js';
import { tgUser } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';

const setup = botTests();

type Markup = { inline_keyboard: Array<Array<{ text: string; callback_data?: string }>> };

describe('bot_unlock_photo_<photoId>', () => {
  it('offers the locked photo for Stars or 50 coins; without coins it offers coin packs; with coins it sends the clear photo once', async () => {
    const h = await setup();
    const { db } = h.t.deps;
    const photo = await db
      .selectFrom('photos')
      .selectAll()
      .where('character_id', '=', 'c-sofia')
      .where('in_chat', '=', 0)
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    const tg = tgUser();
    await h.command(tg, `/start bot_unlock_photo_${photo.id}`);
    // Telegram paid media: the clear file goes to Telegram only, which shows it blurred until bought.
    const [offer] = h.tg.callsOf('sendPaidMedia');
    expect(offer!.payload).toMatchObject({ star_count: 25, payload: `photo:${photo.id}` });
    expect(offer!.payload.media).toEqual([{ type: 'photo', media: `https://app.example.test/media/${photo.file}` }]);
    expect(offer!.payload.caption).toBe(
      'Unlock this photo for 25 ⭐ right here.\nThis photo is locked 🔒\nUnlock it for 50 coins. You have 0 coins.',
    );
    const button = (offer!.payload.reply_markup as Markup).inline_keyboard[0]![0]!;
    expect(button).toEqual({ text: '🔓 Unlock for 50 coins', callback_data: `unlock:${photo.id}` });

    await h.callback(tg, button.callback_data!);
    const short = h.tg.callsOf('sendMessage').at(-1)!;
    expect(short.payload.text).toContain('You need 50 coins, but you have 0 coins');
    const packs = (short.payload.reply_markup as Markup).inline_keyboard.map((r) => r[0]!.callback_data);
    expect(packs[0]).toBe('buy:gold:gold-100');

    // Buying a pack from there sends its invoice, tagged with where the purchase started.
    await h.callback(tg, packs[0]!);
    const inv = h.tg.callsOf('sendInvoice').at(-1)!;
    const order = await db.selectFrom('orders').selectAll().where('id', '=', String(inv.payload.payload)).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ come_from: 'bot_unlock_photo', stars: 50 });

    const user = (await findTelegramUser(db, tg.id))!;
    await applyLedger(db, { userId: user.id, currency: 'gold', amount: 120, reason: 'admin', now: h.t.deps.clock() });
    await h.callback(tg, button.callback_data!);
    const clear = h.tg.callsOf('sendPhoto').at(-1)!;
    expect(clear.payload).toMatchObject({ photo: `https://app.example.test/media/${photo.file}`, caption: 'Unlocked! Here it is 😘' });
    expect((await findTelegramUser(db, tg.id))!.gold_balance).toBe(70);
    // Its 25-Star post goes: it would sell the photo again.
    expect(h.tg.callsOf('deleteMessage').map((c) => c.payload.chat_id)).toEqual([tg.id]);

    // Opening the link again: already bought, so the clear photo comes straight away, free.
    await h.command(tg, `/start bot_unlock_photo_${photo.id}`);
    expect(h.tg.callsOf('sendPhoto').at(-1)!.payload.photo).toBe(`https://app.example.test/media/${photo.file}`);
    expect((await findTelegramUser(db, tg.id))!.gold_balance).toBe(70);
  });

  it('a button whose work fails stops spinning: the unlock tap and a failed handler are answered', async () => {
    const h = await setup();
    const { db } = h.t.deps;
    const photo = await db
      .selectFrom('photos')
      .select('id')
      .where('character_id', '=', 'c-sofia')
      .where('in_chat', '=', 0)
      .executeTakeFirstOrThrow();
    const tg = tgUser();
    await h.command(tg, `/start bot_unlock_photo_${photo.id}`);
    const user = (await findTelegramUser(db, tg.id))!;
    await applyLedger(db, { userId: user.id, currency: 'gold', amount: 50, reason: 'admin', now: h.t.deps.clock() });
    // Telegram refuses the clear photo: before, the tap was never answered (its button spun on).
    h.tg.failNext('sendPhoto', 502, 'Bad Gateway');
    // As the bot's loop does: a failed update goes to the one error handler.
    const tap = (data: string) => h.callback(tg, data).catch((e: BotError<BotContext>) => botErrorHandler(h.t.deps.log)(e));
    await tap(`unlock:${photo.id}`);
    expect(h.tg.callsOf('answerCallbackQuery').length).toBeGreaterThanOrEqual(1);
    expect(h.tg.callsOf('sendMessage').at(-1)!.payload.text).toBe('Something went wrong. Please try again in a moment.');
    // Bought all the same: the next tap sends it, free.
    await h.callback(tg, `unlock:${photo.id}`);
    expect(h.tg.callsOf('sendPhoto').at(-1)!.payload).toMatchObject({ caption: 'Unlocked! Here it is 😘' });
    expect((await findTelegramUser(db, tg.id))!.gold_balance).toBe(0);
    // Any other button whose handler fails before its answer is answered by the error handler
    // (her stop button, its database away for a moment).
    const before = h.tg.callsOf('answerCallbackQuery').length;
    await sql`alter table proactive_settings rename to proactive_settings_away`.execute(db);
    await tap('proactive:off');
    await sql`alter table proactive_settings_away rename to proactive_settings`.execute(db);
    expect(h.tg.callsOf('answerCallbackQuery').length).toBe(before + 1);
  });

  it('an unknown photo answers that the link is not valid', async () => {
    const h = await setup();
    await h.command(tgUser(), '/start bot_unlock_photo_nope');
    expect(h.tg.callsOf('sendPhoto')).toHaveLength(0);
    expect(h.tg.callsOf('sendMessage').at(-1)!.payload.text).toBe('Sorry, this link is no longer valid.');
  });
});
