import { describe, expect, it } from 'vitest';
import { limits } from '../shared/constants.js';
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
});
