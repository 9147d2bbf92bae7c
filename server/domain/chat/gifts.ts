import type { Deps } from '../../deps.js';
import type { Db } from '../../db/connect.js';
import type { MessageRow, SessionRow, UserRow } from '../../db/database.js';
import { gifts, FREE_DAILY_GIFT_LIMIT } from '../../../shared/attributes.js';
import { ErrorCode } from '../../../shared/errors.js';
import { isPremium } from '../../../shared/constants.js';
import { AppError, notFound } from '../../errors.js';
import { newTimeId } from '../ids.js';
import { applyLedger } from '../ledger.js';
import { takeUse, usesOf } from '../usage.js';
import { assertCharacterKept, assertStoryPlayable, ownSession } from './sessions.js';
import { reply, type ChatServices } from './reply.js';
import { nextMessageTime, toMessage } from './messages.js';
import { assertChatNotPaused } from '../moderation/escalation.js';

/**
 * Inside the gift's transaction: her row held (key share) until it commits, so a deletion racing
 * the gift waits for it, or went first and the gift is refused (1000) and charges nothing; before,
 * its coins were taken for a gift deleted with the chat, or the call failed (custom-characters/delete.ts).
 */
async function assertStillThere(deps: Deps, trx: Db, session: SessionRow): Promise<void> {
  let her = trx
    .selectFrom('sessions')
    .innerJoin('characters', 'characters.id', 'sessions.character_id')
    .select('characters.delete_time')
    .where('sessions.id', '=', session.id);
  // Her row only: the deletion holds it first and then deletes the chats (cascade), so holding the chat too could deadlock.
  if (deps.dialect === 'postgres') her = her.forKeyShare('characters');
  const row = await her.executeTakeFirst();
  if (!row || row.delete_time !== null) throw notFound('Character');
}

/** The free daily allowance of gifts is counted per UTC day. */
const giftsOf = (now: number) => `gifts:${new Date(now).toISOString().slice(0, 10)}`;

export async function giftCatalogue(deps: Deps, user: UserRow | undefined) {
  const now = deps.clock();
  const premium = user ? isPremium(user.vip_expire_at, now) : false;
  const used = user && !premium ? await usesOf(deps.db, user.id, giftsOf(now)) : 0;
  return {
    list: gifts.map((g) => ({ ...g, locked: g.premiumOnly && !premium })),
    dailyLimit: premium ? null : FREE_DAILY_GIFT_LIMIT,
    remainingToday: premium ? null : Math.max(0, FREE_DAILY_GIFT_LIMIT - used),
  };
}

/**
 * Send her a gift: the coins move and the gift message is saved together; then she thanks the
 * user in character, free of charge. Premium-only gifts and the free daily limit answer 2003.
 */
export async function sendGift(deps: Deps, chat: ChatServices, user: UserRow, sessionId: string, giftId: string) {
  const { db } = deps;
  const now = deps.clock();
  const gift = gifts.find((g) => g.id === giftId);
  if (!gift) throw notFound('Gift');
  const session = await ownSession(db, user, sessionId);
  await assertCharacterKept(db, session); // she answers nothing new once her creator deleted her
  const premium = isPremium(user.vip_expire_at, now);
  if (gift.premiumOnly && !premium) throw new AppError(ErrorCode.premiumRequired, 'This gift is for Premium members');
  // Her thanks is a reply like any other: not in a Premium story once Premium has ended.
  await assertStoryPlayable(db, user, session, now);
  // Nor while the chat is paused: the coins would buy a thanks the pause refuses.
  await assertChatNotPaused(db, user.id, user.lang, now);
  const messageId = newTimeId('m');
  const sentAt = await nextMessageTime(db, session.id, now);
  const content = `*gives you a gift: ${gift.emoji} ${gift.name}*`;
  const giftRow: MessageRow = {
    id: messageId,
    session_id: session.id,
    role: 'user',
    kind: 'gift',
    content,
    photo_id: null,
    gift_id: gift.id,
    client_msg_id: `gift-${messageId}`,
    status: 'done',
    create_time: sentAt,
  };
  // One of the day's free gifts is taken with the charge: a refused charge gives it back.
  await db.transaction().execute(async (trx) => {
    await assertStillThere(deps, trx, session);
    if (!premium && !(await takeUse(trx, user.id, giftsOf(now), FREE_DAILY_GIFT_LIMIT, now))) {
      throw new AppError(
        ErrorCode.premiumRequired,
        `Free members can send ${FREE_DAILY_GIFT_LIMIT} gifts a day. Get Premium for unlimited gifts`,
      );
    }
    await applyLedger(trx, { userId: user.id, currency: 'gold', amount: -gift.price, reason: 'gift', refId: messageId, now });
    await trx.insertInto('messages').values(giftRow).execute();
  });
  const fresh = await db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
  try {
    const thanks = await reply(deps, chat, { user: fresh, sessionId, clientMsgId: `gift-${messageId}`, free: true, answer: giftRow });
    return { gift: thanks.userMessage, message: thanks.message, goldBalance: thanks.goldBalance };
  } catch {
    // The gift arrived even if her thanks could not be written now.
    return { gift: await toMessage(db, giftRow, fresh, now), message: null, goldBalance: fresh.gold_balance };
  }
}
