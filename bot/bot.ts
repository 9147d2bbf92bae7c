import { Bot, GrammyError, HttpError, type BotError } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import type { Deps, Logger } from '../server/deps.js';
import { botContext, type BotContext } from './context.js';
import { characterFeature } from './features/character.js';
import { charactersFeature } from './features/characters.js';
import { chatFeature } from './features/chat.js';
import { giftFeature } from './features/gift.js';
import { fallbackFeature, helpFeature } from './features/help.js';
import { languageFeature } from './features/language.js';
import { paymentsFeature } from './features/payments.js';
import { paysupportFeature } from './features/paysupport.js';
import { privacyFeature } from './features/privacy.js';
import { photoUnlockFeature } from './features/photo-unlock.js';
import { proactiveFeature } from './features/proactive.js';
import { purchaseFeature } from './features/purchase.js';
import { startFeature } from './features/start.js';
import { oncePerUpdate } from './webhook.js';
import { waitOutFloodControl } from './flood-control.js';
import { privateChatsOnly } from './private-only.js';
import { closedAccounts } from './closed-accounts.js';
import { forgetIfBlocked } from './blocked.js';
import { backgroundWork } from '../server/domain/background-work.js';

export interface CreateBotOptions {
  /** Skips getMe (tests that never start the bot). */
  botInfo?: UserFromGetMe;
}

/** The one error handler: log it, tell the user something went wrong, never let it stop the bot. */
export function botErrorHandler(log: Logger) {
  return async function handleBotError(err: BotError<BotContext>) {
    const { ctx, error } = err;
    const where = { updateId: ctx.update.update_id, userId: ctx.from?.id };
    if (error instanceof GrammyError)
      log.error('telegram refused a bot call', { ...where, method: error.method, description: error.description });
    else if (error instanceof HttpError) log.error('telegram unreachable', { ...where, error: String(error.error) });
    else log.error('bot update failed', { ...where, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    // A button whose handler failed must stop spinning (Telegram shows it busy until answered;
    // one answered already is refused, which changes nothing).
    if (ctx.callbackQuery) await ctx.answerCallbackQuery().catch(() => undefined);
    if (!ctx.chat || ctx.chat.type !== 'private') return;
    if (ctx.deps && (await forgetIfBlocked(ctx, error))) return;
    try {
      await ctx.reply(ctx.t?.error ?? 'Something went wrong. Please try again in a moment.');
    } catch {
      // Telegram itself is failing; the log above already holds the cause.
    }
  };
}

/**
 * Updates being handled: long polling hands them over at once and a webhook post is answered
 * after 10 s while its update goes on, so a stopping process waits for these (a photo being
 * drawn, her thanks for a gift, a payment) as it does for chat turns.
 */
const updates = backgroundWork();
export const botUpdatesIdle = updates.idle;

/** The bot over the server's dependencies. Features run in order; /start payloads go to the first that claims them. */
export function createBot(deps: Deps, opts: CreateBotOptions = {}): Bot<BotContext> {
  const { botToken, telegramApiRoot } = deps.config;
  if (!botToken) throw new Error('BOT_TOKEN is not set: the bot is off');
  const bot = new Bot<BotContext>(botToken, {
    botInfo: opts.botInfo,
    client: telegramApiRoot ? { apiRoot: telegramApiRoot } : undefined,
  });
  bot.api.config.use(waitOutFloodControl());
  bot.use((ctx, next) => {
    const handled = next();
    updates.track(deps, handled);
    return handled;
  });
  bot.use(privateChatsOnly);
  if (deps.config.telegramWebhook) bot.use(oncePerUpdate(deps, botErrorHandler(deps.log)));
  bot.use(botContext(deps));
  bot.use(closedAccounts);
  bot.use(
    proactiveFeature,
    paymentsFeature,
    charactersFeature,
    characterFeature,
    photoUnlockFeature,
    purchaseFeature,
    paysupportFeature,
    privacyFeature,
    languageFeature,
    giftFeature,
    helpFeature,
    startFeature,
    chatFeature,
    fallbackFeature,
  );
  bot.catch(botErrorHandler(deps.log));
  return bot;
}
