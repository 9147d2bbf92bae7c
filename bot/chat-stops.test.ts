import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { LlmProvider } from '../server/providers/llm/types.js';
import { chatTurnsIdle } from './features/chat.js';
import { tgUser } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';
import { chatCharges, chatWithSofia, stopDraft } from './test-support/chat-turns.js';

const setup = botTests();

/** A model that streams a word every few milliseconds and ends when stopped. */
const slowModel: LlmProvider = {
  name: 'slow',
  async *streamReply(_messages, options) {
    for (let i = 0; i < 12; i++) {
      await sleep(3, undefined, options.signal ? { signal: options.signal } : {});
      yield `${i ? ' ' : ''}word${i}`;
    }
  },
};

describe('the stop button at any moment of a turn', () => {
  // A stop can land before the turn has written its message, while it enters the chat queue,
  // before the first word or mid-reply (the bot opens its draft before the turn enters the queue:
  // CI once caught a stop there writing nothing). Whatever the moment, the turn ends done or
  // failed, never pending, and only a turn that kept words is charged.
  it('leaves every turn done (charged once) or failed (not charged), never pending', async () => {
    const h = await setup();
    const from = tgUser();
    const user = await chatWithSofia(h, from);
    h.t.deps.llm = slowModel;

    const delays = [0, 0, 1, 2, 4, 6, 8, 12, 16, 25, 40, 80];
    for (const [i, ms] of delays.entries()) {
      await h.text(from, `turn ${i}`);
      const draftId = (h.lastUpdateId() % 2_000_000_000) + 1;
      await sleep(ms);
      await stopDraft(h, from, draftId);
      await chatTurnsIdle();
    }

    const turns = await h.t.deps.db
      .selectFrom('messages')
      .select(['content', 'status'])
      .where('role', '=', 'user')
      .where('content', 'like', 'turn %')
      .execute();
    expect(turns.map((t) => t.content).sort()).toEqual(delays.map((_, i) => `turn ${i}`).sort());
    expect(turns.filter((t) => t.status !== 'done' && t.status !== 'failed')).toEqual([]);
    expect(await chatCharges(h, user.id)).toHaveLength(turns.filter((t) => t.status === 'done').length);
    // Both ends were reached: early stops charged nothing, late ones kept her words.
    expect(turns.some((t) => t.status === 'failed')).toBe(true);
    expect(turns.some((t) => t.status === 'done')).toBe(true);
  }, 60_000);
});
