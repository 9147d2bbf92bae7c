import { describe, expect, it } from 'vitest';
import type { User } from 'grammy/types';
import { applyLedger } from '../server/domain/ledger.js';
import { paidMediaPayload } from '../server/domain/stars/paid-media.js';
import { reconcileStars } from '../server/domain/stars/reconcile.js';
import { dialects } from '../server/test/harness.js';
import { findTelegramUser } from './telegram-user.js';
import { tgUser, type BotTest } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';

const setup = botTests();
const REFUNDED = 'You had already unlocked this photo, so your 25 ⭐ are on their way back to you.';

const lockedPhotos = (h: BotTest) =>
  h.t.deps.db
    .selectFrom('photos')
    .select('id')
    .where('character_id', 'in', ['c-sofia', 'c-elena'])
    .where('in_chat', '=', 0)
    .orderBy('character_id', 'desc')
    .orderBy('sort')
    .limit(3)
    .execute();

/** The photo's 25-Star post in the chat, then unlocked with 50 coins from its button. */
async function unlockedWithCoins(h: BotTest, tg: User, photoId: string) {
  await h.command(tg, `/start bot_unlock_photo_${photoId}`);
  const user = (await findTelegramUser(h.t.deps.db, tg.id))!;
  await applyLedger(h.t.deps.db, {
    userId: user.id,
    currency: 'gold',
    amount: 50 - user.gold_balance,
    reason: 'admin',
    now: h.t.deps.clock(),
  });
  await h.callback(tg, `unlock:${photoId}`);
  return user;
}

/** A paid-media purchase as Telegram's Stars history keeps it. */
function charged(h: BotTest, tg: User, id: string, photoId: string, minutesAgo = 0) {
  h.tg.starTransactions.push({
    id,
    amount: 25,
    date: Math.floor(h.t.deps.clock() / 1000) - minutesAgo * 60,
    source: { type: 'user', transaction_type: 'paid_media_payment', user: tg, paid_media_payload: paidMediaPayload(photoId) },
  });
}

describe.each(dialects)('paid media of a photo already unlocked, on %s', (dialect) => {
  it('the coin unlock deletes its 25-Star post; bought all the same (50 deliveries at once), the Stars go back once, said once', async () => {
    const h = await setup({}, dialect);
    const [photo] = await lockedPhotos(h);
    const tg = tgUser();
    const user = await unlockedWithCoins(h, tg, photo!.id);
    expect(h.tg.callsOf('deleteMessage').map((c) => c.payload.chat_id)).toEqual([tg.id]);
    expect((await findTelegramUser(h.t.deps.db, tg.id))!.gold_balance).toBe(0);

    // The post was still on another device's screen: Telegram sells it for 25 Stars.
    charged(h, tg, 'pm-again-1', photo!.id);
    await Promise.all(Array.from({ length: 50 }, () => h.purchasedPaidMedia(tg, paidMediaPayload(photo!.id))));
    // Before: kept, nothing said, and the reconciliation found nothing wrong with it.
    expect(h.tg.callsOf('refundStarPayment').map((c) => c.payload)).toEqual([{ user_id: tg.id, telegram_payment_charge_id: 'pm-again-1' }]);
    expect(h.tg.callsOf('sendMessage').filter((c) => c.payload.text === REFUNDED)).toHaveLength(1);
    const row = await h.t.deps.db
      .selectFrom('star_media_purchases')
      .select(['outcome', 'refunded_charge_id'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ outcome: 'refund', refunded_charge_id: 'pm-again-1' });
    expect((await findTelegramUser(h.t.deps.db, tg.id))!.gold_balance).toBe(0);
  });

  it('the reconciliation gives back, once, such a charge whose refund failed or was not yet in the history, and a second purchase', async () => {
    const h = await setup({}, dialect);
    const [failed, late, twice] = await lockedPhotos(h);
    const tg = tgUser();
    await unlockedWithCoins(h, tg, failed!.id);
    charged(h, tg, 'pm-failed', failed!.id);
    h.tg.failNext('refundStarPayment', 500, 'Internal Server Error');
    await h.purchasedPaidMedia(tg, paidMediaPayload(failed!.id)).catch(() => undefined);
    // Telegram lists this one's charge only after its update came.
    await unlockedWithCoins(h, tg, late!.id);
    await h.purchasedPaidMedia(tg, paidMediaPayload(late!.id));
    charged(h, tg, 'pm-late', late!.id);
    // A photo bought with Stars, then bought again from a second post of it.
    charged(h, tg, 'pm-first', twice!.id, 2);
    await h.purchasedPaidMedia(tg, paidMediaPayload(twice!.id));
    charged(h, tg, 'pm-second', twice!.id);
    await h.purchasedPaidMedia(tg, paidMediaPayload(twice!.id));
    expect(h.tg.callsOf('sendMessage').filter((c) => c.payload.text === REFUNDED)).toEqual([]);
    const asked = () => h.tg.callsOf('refundStarPayment').map((c) => c.payload.telegram_payment_charge_id);
    expect(asked()).toEqual(['pm-failed']);

    // Before: none of them was reported, and their Stars stayed with the bot. Runs overlapping
    // (50 at once) report each once and give each back once.
    h.t.tick(3600_000);
    const runs = await Promise.all(Array.from({ length: 50 }, () => reconcileStars(h.t.deps)));
    const fresh = runs.flatMap((r) => r.fresh);
    expect(fresh.map((f) => [f.kind, f.chargeId]).sort()).toEqual([
      ['charged_without_credit', 'pm-failed'],
      ['charged_without_credit', 'pm-late'],
      ['charged_without_credit', 'pm-second'],
    ]);
    const payloads = [failed, late, twice].map((p) => paidMediaPayload(p!.id));
    expect(fresh.map((f) => f.details).sort()).toEqual([
      expect.stringMatching(new RegExp(`^paid media ${payloads[0]} already unlocked, given back (now|before)$`)),
      expect.stringMatching(new RegExp(`^paid media ${payloads[1]} already unlocked, given back (now|before)$`)),
      expect.stringMatching(new RegExp(`^paid media ${payloads[2]} bought again, given back (now|before)$`)),
    ]);
    expect(asked().sort()).toEqual(['pm-failed', 'pm-failed', 'pm-late', 'pm-second']);
    expect((await reconcileStars(h.t.deps)).fresh).toEqual([]);
    expect(asked()).toHaveLength(4);
  });
});
