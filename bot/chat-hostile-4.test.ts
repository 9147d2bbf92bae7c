import { describe, expect, it } from 'vitest';
import type { BotError } from 'grammy';
import type { Update } from 'grammy/types';
import { botErrorHandler } from './bot.js';
import type { BotContext } from './context.js';
import { limits } from '../shared/constants.js';
import { ErrorText } from '../shared/errors.js';
import { localizeError } from '../server/http/error-translations.js';
import { chatTurnsIdle } from './features/chat.js';
import { tgUser } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';
import { chatCharges, chatWithSofia } from './test-support/chat-turns.js';

const setup = botTests();

describe('chatting with her in the bot, under attack', () => {
  it("a message longer than the app's limit is refused in the user's language: not saved, not sent to her, not charged", async () => {
    const h = await setup();
    const from = tgUser('de');
    const user = await chatWithSofia(h, from);
    const userMessages = () => h.t.deps.db.selectFrom('messages').select('content').where('role', '=', 'user').execute();
    h.tg.reset();
    // Telegram takes 4096 characters; before, all of them went to her, twice the app's 2000.
    await h.text(from, 'x'.repeat(4096));
    await h.text(from, `${'y'.repeat(limits.messageMaxChars)}z`);
    await chatTurnsIdle();
    expect(h.tg.callsOf('sendMessage').map((c) => c.payload.text)).toEqual([
      `Höchstens ${limits.messageMaxChars} Zeichen`,
      `Höchstens ${limits.messageMaxChars} Zeichen`,
    ]);
    expect(h.tg.callsOf('sendMessageDraft')).toEqual([]);
    expect(await userMessages()).toEqual([]);
    expect(await chatCharges(h, user.id)).toEqual([]);
    // At the limit (spaces around it trimmed, as the app does), she answers.
    await h.text(from, `  ${'w'.repeat(limits.messageMaxChars)}\n`);
    await chatTurnsIdle();
    expect((await userMessages()).map((m) => m.content.length)).toEqual([limits.messageMaxChars]);
    expect(await chatCharges(h, user.id)).toHaveLength(1);
  });

  it('a message of bidi controls only is refused as empty, as the app does: not saved, not answered, not charged', async () => {
    const h = await setup();
    const from = tgUser('de');
    const user = await chatWithSofia(h, from);
    h.tg.reset();
    // Stripped of its marks it was "", stored, answered and charged 1 energy.
    await h.text(from, '\u2066\u2069');
    await h.text(from, ' \u202a\u202e\u202c ');
    await chatTurnsIdle();
    expect(h.tg.callsOf('sendMessage').map((c) => c.payload.text)).toEqual(Array(2).fill(localizeError(ErrorText.emptyInput, 'de')));
    expect(localizeError(ErrorText.emptyInput, 'de')).not.toBe(ErrorText.emptyInput);
    expect(await h.t.deps.db.selectFrom('messages').select('id').where('role', '=', 'user').execute()).toEqual([]);
    expect(await chatCharges(h, user.id)).toEqual([]);
  });

  it('a sticker, a voice message or a photo is answered that she reads text only (before: silence); nothing is saved or charged', async () => {
    const h = await setup();
    const from = tgUser('ru');
    const user = await chatWithSofia(h, from);
    h.tg.reset();
    const chat = { id: from.id, type: 'private' as const, first_name: from.first_name };
    const file = { file_id: 'f', file_unique_id: 'u' };
    const sent = [
      { sticker: { ...file, type: 'regular', width: 512, height: 512, is_animated: false, is_video: false } },
      { voice: { ...file, duration: 3 } },
      { photo: [{ ...file, width: 90, height: 90 }], caption: 'look at me' },
      { location: { latitude: 48.85, longitude: 2.35 } },
    ];
    for (const [i, content] of sent.entries())
      await h.update({ update_id: 990_000 + i, message: { message_id: 990_000 + i, date: 1, chat, from, ...content } } as Update);
    await chatTurnsIdle();
    expect(h.tg.callsOf('sendMessage').map((c) => c.payload.text)).toEqual(
      Array(4).fill('Здесь она читает только текст: напиши ей словами ✍️'),
    );
    expect(await h.t.deps.db.selectFrom('messages').select('id').where('role', '=', 'user').execute()).toEqual([]);
    expect(await chatCharges(h, user.id)).toEqual([]);
  });

  it('a user who blocked the bot while it answered (403) is no longer written to first; writing again gives it back', async () => {
    const h = await setup();
    const from = tgUser();
    const user = await chatWithSofia(h, from);
    const consent = async () =>
      (await h.t.deps.db.selectFrom('bot_write_access').select('revoked_at').where('user_id', '=', user.id).executeTakeFirstOrThrow())
        .revoked_at === null;
    expect(await consent()).toBe(true);
    h.tg.failNext('sendMessage', 403, 'Forbidden: bot was blocked by the user');
    // As long polling does: the update's error goes to the bot's error handler.
    await h.command(from, '/help').catch((e: BotError<BotContext>) => botErrorHandler(h.t.deps.log)(e));
    // Before: the consent stayed, and her next first message was written only to be refused.
    expect(await consent()).toBe(false);
    await h.text(from, 'I am back');
    await chatTurnsIdle();
    expect(await consent()).toBe(true);
    // Blocked again while her reply was being written: the reply is kept (and charged) in the app.
    h.tg.failNext('sendMessage', 403, 'Forbidden: bot was blocked by the user');
    await h.text(from, 'One more thing');
    await chatTurnsIdle();
    expect(await consent()).toBe(false);
    expect(h.tg.callsOf('sendMessage').at(-1)!.payload.text).not.toBe('Something went wrong. Please try again in a moment.');
  });
});
