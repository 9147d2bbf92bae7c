import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../server/providers/llm/offline-engine.js';
import { chatTurnsIdle } from './features/chat.js';
import { tgUser } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';
import { chatCharges, chatWithSofia } from './test-support/chat-turns.js';

const setup = botTests();

/** Telegram's flood control, as it answers: 429 and how many seconds to wait. */
const FLOOD = ['Too Many Requests: retry after 1', { retry_after: 1 }] as const;

describe("Telegram's flood control (429 retry_after)", () => {
  it('her reply, refused once by flood control, is sent again after the wait and reaches the user; charged once', async () => {
    const h = await setup();
    const from = tgUser();
    const user = await chatWithSofia(h, from);
    h.tg.reset();
    h.tg.failNext('sendMessage', 429, ...FLOOD);
    const t0 = Date.now();
    await h.text(from, 'Tell me about your day');
    await chatTurnsIdle();

    const sent = h.tg.callsOf('sendMessage');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.payload.text).toBe(sent[0]!.payload.text);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1000);
    const last = await h.t.deps.db
      .selectFrom('messages')
      .innerJoin('sessions', 'sessions.id', 'messages.session_id')
      .select(['messages.content', 'messages.role'])
      .where('sessions.user_id', '=', user.id)
      .orderBy('messages.create_time', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ role: 'assistant', content: sent[1]!.payload.text });
    expect(await chatCharges(h, user.id)).toEqual([{ currency: 'energy', amount: -1 }]);
  });

  it('a draft refused by flood control is dropped, not waited for: the reply arrives at once and later frames hold off', async () => {
    const h = await setup();
    h.t.deps.llm = createOfflineEngine({ chunkDelayMs: 50 });
    const from = tgUser();
    const user = await chatWithSofia(h, from);
    h.tg.reset();
    // Waiting this out would take longer than the test may.
    h.tg.failNext('sendMessageDraft', 429, 'Too Many Requests: retry after 30', { retry_after: 30 });
    const t0 = Date.now();
    await h.text(from, 'Tell me about your day');
    await chatTurnsIdle();

    expect(Date.now() - t0).toBeLessThan(10_000);
    // The refused "Thinking…" draft only: no frame inside Telegram's 30 s, none sent again.
    expect(h.tg.callsOf('sendMessageDraft')).toHaveLength(1);
    const final = h.tg.callsOf('sendMessage');
    expect(final).toHaveLength(1);
    expect(String(final[0]!.payload.text).length).toBeGreaterThan(0);
    expect(await chatCharges(h, user.id)).toEqual([{ currency: 'energy', amount: -1 }]);
  });

  it('a 5xx is not sent again: Telegram may have carried the call out, and the user would get it twice', async () => {
    const h = await setup();
    const from = tgUser();
    await chatWithSofia(h, from);
    h.tg.reset();
    h.tg.failNext('sendMessage', 502, 'Bad Gateway');
    await h.text(from, 'Tell me about your day');
    await chatTurnsIdle();
    // Her reply once; then the bot's apology for the failed update.
    expect(h.tg.callsOf('sendMessage').map((c) => c.payload.text)).toEqual([
      expect.stringMatching(/\S/),
      'Something went wrong. Please try again in a moment.',
    ]);
  });
});
