import { withoutBidiControls } from '../../shared/bidi-controls.js';
import { Composer, GrammyError, type Api } from 'grammy';
import type { InlineKeyboardButton } from 'grammy/types';
import type { SessionRow, UserRow } from '../../server/db/database.js';
import type { Deps } from '../../server/deps.js';
import { reply, STOPPED_EMPTY } from '../../server/domain/chat/reply.js';
import { requestPhoto } from '../../server/domain/chat/photos.js';
import { sendGift } from '../../server/domain/chat/gifts.js';
import { refillEnergy } from '../../server/domain/energy.js';
import { currentSession } from '../../server/domain/proactive/current-chat.js';
import { refusedDirectMessage } from '../../server/domain/moderation/chat-guard.js';
import { localizeError } from '../../server/http/error-translations.js';
import { AppError } from '../../server/errors.js';
import { gifts } from '../../shared/attributes.js';
import { energy as E, isPremium, limits } from '../../shared/constants.js';
import { ErrorCode, ErrorText } from '../../shared/errors.js';
import type { BotContext } from '../context.js';
import { appButton, mediaPhoto } from '../links.js';
import { sendCharacterPicker } from './characters.js';
import { sendLockedPhoto } from './photo-unlock.js';
import { coinPackRows } from './purchase.js';
import { backgroundWork } from '../../server/domain/background-work.js';
import { floodWaitOf, withoutWaiting } from '../flood-control.js';
import { overLimit } from '../rate-limits.js';
import { forgetIfBlocked } from '../blocked.js';
import { cutText, splitText } from '../text-cut.js';

/** Telegram's limit for one message. */
const MAX_TEXT = 4096;
/** Drafts are animated by Telegram and cheap; edits are rate-limited, so at most about one a second. */
const DRAFT_EVERY_MS = 400;
const EDIT_EVERY_MS = 1000;
const STOP = /^chat:stop:(\d+)$/;
const PHOTO = /^chat:photo:(.+)$/;
const WAIT = 'chat:wait';
const GIFTS = /^chat:gifts:(.+)$/;
const GIFT = /^chat:gift:([^:]+):(.+)$/;

/** Whether Telegram took sendMessageDraft from this bot (learned on first use, per server). */
const draftsWork = new WeakMap<Deps, boolean>();

const chunks = (text: string) => splitText(text, MAX_TEXT);

/** The buttons under each of her replies: the same chat in the app, and a photo from her. */
export function replyKeyboard(ctx: BotContext, sessionId: string): InlineKeyboardButton[][] {
  return [
    [
      appButton(ctx.deps.config, ctx.t.dm.openInApp, `/chat/${encodeURIComponent(sessionId)}`, ctx.locale),
      { text: ctx.t.dm.photoButton, callback_data: `chat:photo:${sessionId}` },
    ],
    [{ text: ctx.t.dm.giftButton, callback_data: `chat:gifts:${sessionId}` }],
  ];
}

/**
 * Her reply as it is written: native drafts (`sendMessageDraft`, with Telegram's own stop
 * button) where the Bot API takes them, else one message edited at most once a second with a
 * Stop button; then the final message.
 */
class ReplyStream {
  private text = '';
  private shown = '';
  private lastAt = 0;
  private flushing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private messageId: number | undefined;
  private drafts: boolean;
  private started = false;
  /** Frames go out without waiting out Telegram's flood control (bot/flood-control.ts): a refused one is dropped. */
  private readonly frames: Api;

  constructor(
    private readonly api: Api,
    private readonly ctx: BotContext,
    private readonly chatId: number,
    readonly draftId: number,
  ) {
    this.drafts = draftsWork.get(ctx.deps) !== false;
    this.frames = withoutWaiting(api);
  }

  /** "Typing…" at once: an empty draft (Telegram shows "Thinking…"), or a placeholder message. */
  async open() {
    if (this.drafts) {
      try {
        await this.frames.sendMessageDraft(this.chatId, this.draftId, '', { can_stop: true });
        draftsWork.set(this.ctx.deps, true);
        this.started = true;
        return;
      } catch (e) {
        if (this.holdFrames(e)) {
          // Flood control: no "Thinking…", but the reply goes on; its frames wait their turn.
          this.started = true;
          return;
        }
        if (!(e instanceof GrammyError) || e.error_code !== 400) throw e;
        // This bot or chat has no drafts: edit one message instead, from now on.
        draftsWork.set(this.ctx.deps, false);
        this.drafts = false;
      }
    }
    const m = await this.api.sendMessage(this.chatId, '…', { reply_markup: this.stopKeyboard() });
    this.messageId = m.message_id;
    this.started = true;
  }

  private stopKeyboard() {
    return { inline_keyboard: [[{ text: this.ctx.t.dm.stopButton, callback_data: `chat:stop:${this.draftId}` }]] };
  }

  push(piece: string) {
    this.text += piece;
    if (this.timer) return;
    const every = this.drafts ? DRAFT_EVERY_MS : EDIT_EVERY_MS;
    const wait = Math.max(0, this.lastAt + every - Date.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flushing = this.flushing.then(() => this.flush());
    }, wait);
  }

  private async flush() {
    const text = cutText(this.text, MAX_TEXT);
    if (!this.started || !text.trim() || text === this.shown) return;
    this.lastAt = Date.now();
    this.shown = text;
    try {
      if (this.drafts) await this.frames.sendMessageDraft(this.chatId, this.draftId, text, { can_stop: true });
      else await this.frames.editMessageText(this.chatId, this.messageId!, text, { reply_markup: this.stopKeyboard() });
    } catch (e) {
      // A dropped frame is not worth failing the reply for: the final message carries it all.
      this.holdFrames(e);
      this.ctx.deps.log.info('draft frame not shown', { error: String(e) });
    }
  }

  /** Under flood control, no frame before Telegram's `retry_after` has passed. Whether `e` was that. */
  private holdFrames(e: unknown) {
    const wait = floodWaitOf(e);
    if (wait) this.lastAt = Date.now() + wait * 1000;
    return wait > 0;
  }

  private async settle() {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flushing;
  }

  /** The final message: a new one after drafts (they are ephemeral), or the edited placeholder. */
  async finish(text: string, keyboard: InlineKeyboardButton[][]) {
    await this.settle();
    const parts = chunks(text);
    const last = parts.length - 1;
    for (const [i, part] of parts.entries()) {
      const other = i === last ? { reply_markup: { inline_keyboard: keyboard } } : {};
      if (i === 0 && this.messageId !== undefined) await this.api.editMessageText(this.chatId, this.messageId, part, other);
      else await this.api.sendMessage(this.chatId, part, other);
    }
  }

  /** No reply: the placeholder says so (a draft simply fades). */
  async abandon(note: string | null) {
    await this.settle();
    if (this.messageId === undefined) return;
    if (note) await this.api.editMessageText(this.chatId, this.messageId, note).catch(() => undefined);
    else await this.api.deleteMessage(this.chatId, this.messageId).catch(() => undefined);
  }
}

/** Minutes until the next hourly refill of energy. */
const minutesToRefill = (user: UserRow, now: number) => Math.max(1, Math.ceil((user.energy_refilled_at + 3600_000 - now) / 60_000));

/** Out of energy and coins: the app's choice (Premium, coins, wait) as buttons. */
async function offerEnergy(ctx: BotContext, user: UserRow) {
  const rows: InlineKeyboardButton[][] = [
    [appButton(ctx.deps.config, ctx.t.dm.getPremium, '/premium', ctx.locale)],
    ...(await coinPackRows(ctx)),
    [{ text: ctx.t.dm.waitButton, callback_data: WAIT }],
  ];
  await ctx.reply(ctx.t.dm.outOfEnergy({ minutes: minutesToRefill(user, ctx.deps.clock()), coins: E.messageCoinCost }), {
    reply_markup: { inline_keyboard: rows },
  });
}

/**
 * One turn of the conversation from the bot's chat: the same reply() as the app's send call, so
 * the same session, memory, queue, content policy and charge; the Telegram update id is the
 * turn's clientMsgId, so an update delivered twice is answered and charged once.
 */
async function chatTurn(ctx: BotContext, user: UserRow, session: SessionRow, text: string) {
  const { deps } = ctx;
  const chatId = ctx.chat!.id;
  const updateId = ctx.update.update_id;
  const stream = new ReplyStream(ctx.api, ctx, chatId, (updateId % 2_000_000_000) + 1);
  // The stop buttons name `<chat>:<draft>`; the update that presses one may reach any process.
  const stop = deps.turnStops.watch(`${chatId}:${stream.draftId}`);
  try {
    await stream.open();
    const done = await reply(
      deps,
      { llm: deps.llm, queue: deps.chatQueue },
      {
        user,
        sessionId: session.id,
        content: text,
        clientMsgId: `tg-${updateId}`,
        signal: stop.signal,
        stop: stop.signal,
        onToken: (piece) => stream.push(piece),
      },
    );
    await stream.finish(done.message.content, replyKeyboard(ctx, session.id));
  } catch (e) {
    if (!(e instanceof AppError)) {
      await stream.abandon(null);
      throw e;
    }
    if (stop.signal.aborted) return stream.abandon(ctx.t.dm.stopped);
    await stream.abandon(null);
    // The same update again while its first delivery is still being answered: that one replies.
    if (e.code === ErrorCode.tooManyRequests) return;
    if (e.code === ErrorCode.notEnoughEnergy) return offerEnergy(ctx, user);
    await ctx.reply(localizeError(e.message === STOPPED_EMPTY ? '' : e.message, ctx.locale) || ctx.t.error);
  } finally {
    stop.done();
  }
}

/** A photo from her, as a Telegram photo: clear for Premium, else the blurred teaser with its unlock button. */
async function sendPhotoFromHer(ctx: BotContext, sessionId: string) {
  const user = await ctx.account();
  if (await overLimit(ctx, 'image.account', user.id)) return;
  try {
    const { message, locked } = await requestPhoto(ctx.deps, user, sessionId);
    const photo = await ctx.deps.db.selectFrom('photos').selectAll().where('id', '=', message.photo!.id).executeTakeFirstOrThrow();
    // Locked: Telegram paid media (Stars) with the coins button, like every locked photo the bot sends.
    if (locked) await sendLockedPhoto(ctx, user, photo);
    else
      await ctx.replyWithPhoto(mediaPhoto(ctx.deps.config, photo.file), {
        reply_markup: { inline_keyboard: replyKeyboard(ctx, sessionId) },
      });
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    if (e.code === ErrorCode.notEnoughCoins)
      return ctx.reply(ctx.t.notEnoughCoins({ cost: E.photoCoinCost, balance: user.gold_balance }), {
        reply_markup: { inline_keyboard: await coinPackRows(ctx) },
      });
    await ctx.reply(localizeError(e.message, ctx.locale) || ctx.t.error);
  }
}

/** The app's gifts as buttons: emoji and price in coins (👑 for the Premium ones). */
async function offerGifts(ctx: BotContext, sessionId: string) {
  const rows: InlineKeyboardButton[][] = [];
  for (let i = 0; i < gifts.length; i += 4)
    rows.push(
      gifts.slice(i, i + 4).map((g) => ({
        text: `${g.premiumOnly ? '👑' : ''}${g.emoji} ${g.price}`,
        callback_data: `chat:gift:${sessionId}:${g.id}`,
      })),
    );
  await ctx.reply(ctx.t.dm.pickGift, { reply_markup: { inline_keyboard: rows } });
}

/** The gift arrives as Telegram shows a lone emoji (large, animated), then her thanks, free of charge. */
async function giveGift(ctx: BotContext, sessionId: string, giftId: string) {
  const user = await ctx.account();
  const gift = gifts.find((g) => g.id === giftId);
  try {
    const r = await sendGift(ctx.deps, { llm: ctx.deps.llm, queue: ctx.deps.chatQueue }, user, sessionId, giftId);
    await ctx.reply(gift?.emoji ?? '🎁');
    if (r.message)
      await ctx.reply(cutText(r.message.content, MAX_TEXT), { reply_markup: { inline_keyboard: replyKeyboard(ctx, sessionId) } });
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    if (e.code === ErrorCode.notEnoughCoins)
      return ctx.reply(ctx.t.notEnoughCoins({ cost: gift?.price ?? 0, balance: user.gold_balance }), {
        reply_markup: { inline_keyboard: await coinPackRows(ctx) },
      });
    await ctx.reply(localizeError(e.message, ctx.locale) || ctx.t.error);
  }
}

export const chatFeature = new Composer<BotContext>();

/** Anything she is asked in the bot's private chat (commands are the other features'). */
chatFeature.chatType('private').on('message:text', async (ctx, next) => {
  if (ctx.message.text.startsWith('/')) return next();
  // The app's limit for one message (its send call refuses longer ones); Telegram takes 4096.
  const text = withoutBidiControls(ctx.message.text).trim();
  // Nothing left once the direction marks are gone: the app refuses an empty message too.
  if (!text) return ctx.reply(localizeError(ErrorText.emptyInput, ctx.locale));
  if (text.length > limits.messageMaxChars) return ctx.reply(localizeError(`At most ${limits.messageMaxChars} characters`, ctx.locale));
  const now = ctx.deps.clock();
  const user = await refillEnergy(ctx.deps.db, await ctx.account(), now);
  if (await overLimit(ctx, 'chat.account', user.id)) return;
  const session = await currentSession(ctx.deps.db, user.id);
  if (!session) {
    // Not a chat yet, but the content policy holds all the same (counted toward a pause).
    const refusal = await refusedDirectMessage(ctx.deps, user, text, ctx.locale);
    return refusal ? ctx.reply(refusal) : sendCharacterPicker(ctx);
  }
  // Not awaited: grammY handles one update at a time in polling mode, and the stop button is an update too.
  const turn = chatTurn(ctx, user, session, text).catch(async (e: unknown) => {
    ctx.deps.log.error('bot chat turn failed', { updateId: ctx.update.update_id, error: String(e) });
    if (!(await forgetIfBlocked(ctx, e))) await ctx.reply(ctx.t.error).catch(() => undefined);
  });
  turns.track(ctx.deps, turn);
});

/** What a user may send her besides text; before, it was met with silence. */
const NOT_TEXT = [
  'message:photo',
  'message:video',
  'message:video_note',
  'message:voice',
  'message:audio',
  'message:document',
  'message:sticker',
  'message:animation',
  'message:location',
  'message:contact',
  'message:poll',
  'message:dice',
] as const;

chatFeature.chatType('private').on([...NOT_TEXT], (ctx) => ctx.reply(ctx.t.dm.textOnly));

/** Turns still being answered (tests and shutdown wait for them). */
const turns = backgroundWork();
export const chatTurnsIdle = turns.idle;

/** Telegram's own stop button under a draft. */
chatFeature.on('stopped_message_generation', async (ctx) => {
  const s = ctx.update.stopped_message_generation!;
  await ctx.deps.turnStops.stop(`${s.chat.id}:${s.draft_id}`);
});

/** Our Stop button under an edited message. */
chatFeature.callbackQuery(STOP, async (ctx) => {
  await ctx.deps.turnStops.stop(`${ctx.chat?.id ?? ctx.from.id}:${ctx.match[1]}`);
  await ctx.answerCallbackQuery();
});

chatFeature.callbackQuery(PHOTO, async (ctx) => {
  await ctx.answerCallbackQuery();
  await sendPhotoFromHer(ctx, ctx.match[1] ?? '');
});

chatFeature.callbackQuery(GIFTS, async (ctx) => {
  await ctx.answerCallbackQuery();
  await offerGifts(ctx, ctx.match[1] ?? '');
});

chatFeature.callbackQuery(GIFT, async (ctx) => {
  await ctx.answerCallbackQuery();
  await giveGift(ctx, ctx.match[1] ?? '', ctx.match[2] ?? '');
});

chatFeature.callbackQuery(WAIT, async (ctx) => {
  const user = await ctx.account();
  const now = ctx.deps.clock();
  const perHour = isPremium(user.vip_expire_at, now) ? E.premiumRefillPerHour : E.freeRefillPerHour;
  await ctx.answerCallbackQuery({ text: ctx.t.dm.waitNote({ minutes: minutesToRefill(user, now), energy: perHour }), show_alert: true });
});
