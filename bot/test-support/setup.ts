import { afterEach } from 'vitest';
import type { Dialect } from '../../server/test/harness.js';
import { makeBotTest, type BotTest } from './bot-harness.js';

/** Per-file helper: each test gets its own bot, app and fake Telegram, closed after the test. */
export function botTests() {
  const open: BotTest[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((x) => x.close()));
  });
  return async (env?: Record<string, string>, dialect?: Dialect) => {
    const x = await makeBotTest(env, dialect);
    open.push(x);
    return x;
  };
}
