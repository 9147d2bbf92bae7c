import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../server/domain/accounts/tokens.js';
import { findTelegramUser } from './telegram-user.js';
import { makeBotTest, tgUser, type BotTest } from './test-support/bot-harness.js';

let h: BotTest;
beforeAll(async () => {
  h = await makeBotTest();
});
afterAll(() => h.close());

async function member() {
  const tg = tgUser();
  await h.command(tg, '/start');
  const user = (await findTelegramUser(h.t.deps.db, tg.id))!;
  return issueToken(h.t.deps.db, user.id, h.t.deps.clock());
}

describe('calls that make the bot call Telegram are limited per member', () => {
  it('an invite prepared 21 times in 10 minutes reaches Telegram 20 times; another member is not held back', async () => {
    const token = await member();
    const before = h.tg.callsOf('savePreparedInlineMessage').length;
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await h.t.call('/v1/user/invite/prepare', {}, { token })).code);
    expect(codes.slice(0, 20).every((c) => c === 0)).toBe(true);
    expect(codes[20]).toBe(1004);
    expect(h.tg.callsOf('savePreparedInlineMessage')).toHaveLength(before + 20);
    expect((await h.t.call('/v1/user/invite/prepare', {}, { token: await member() })).code).toBe(0);
  });

  it('a Stars subscription edit counts too, answered or refused', async () => {
    const token = await member();
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await h.t.call('/v1/vip/stars-subscription/edit', { cancel: true }, { token })).code);
    // No subscription: told so (1000) until the limit, then 1004.
    expect(codes.slice(0, 20).every((c) => c === 1000)).toBe(true);
    expect(codes[20]).toBe(1004);
  });
});
