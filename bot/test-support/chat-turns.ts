import type { User } from 'grammy/types';
import { findTelegramUser } from '../telegram-user.js';
import type { BotTest } from './bot-harness.js';

/** A new Telegram user who has picked Sofia in the bot: the account the chat belongs to. */
export async function chatWithSofia(h: BotTest, from: User) {
  await h.command(from, '/start');
  await h.callback(from, 'chat:pick:c-sofia');
  return (await findTelegramUser(h.t.deps.db, from.id))!;
}

/** What the user's chat turns were charged, one ledger row a charged turn. */
export const chatCharges = (h: BotTest, userId: string) =>
  h.t.deps.db.selectFrom('ledger').select(['currency', 'amount']).where('user_id', '=', userId).where('reason', '=', 'chat').execute();

/** Telegram's update when the user stops a reply streamed as a native draft. */
export const stopDraft = (h: BotTest, from: User, draftId: number) =>
  h.update({
    update_id: h.lastUpdateId() + 1000,
    stopped_message_generation: { chat: { id: from.id, type: 'private', first_name: from.first_name }, draft_id: draftId },
  });

/** Her model slowed down by `ms` before each reply (her thanks for a gift, a chat turn). */
export function slowModel(h: BotTest, ms: number) {
  const llm = h.t.deps.llm;
  h.t.deps.llm = {
    name: 'slow',
    async *streamReply(m, o) {
      await new Promise((r) => setTimeout(r, ms));
      yield* llm.streamReply(m, o);
    },
  };
}
