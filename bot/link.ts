import type { Api, Bot } from 'grammy';
import type { BotLink, Deps } from '../server/deps.js';
import { createBot, type CreateBotOptions } from './bot.js';
import type { BotContext } from './context.js';
import { createStarsInvoiceLink } from './invoice.js';
import { createTelegramNotifier } from './notifier.js';
import { prepareInvite } from './invite-message.js';

/**
 * What the bot lends the server, given to createDeps (`{ bot: (deps) => botLink(bot, deps) }`)
 * so it is part of the deps from the start. Until the bot has introduced itself to Telegram
 * (startBot's getMe) nothing is sent and Stars are not offered: a wrong token or a slow Telegram
 * never reaches the web app.
 */
export function botLink(bot: { api: Api; isInited(): boolean; botInfo: { username: string } }, deps: Deps): BotLink {
  const notifier = createTelegramNotifier(bot, deps);
  const ready = () => bot.isInited();
  return {
    ready,
    createInvoiceLink: createStarsInvoiceLink(bot, deps),
    notifier: {
      reply: async (userId, name, text, sessionId) => void (ready() && (await notifier.notifyReply(userId, name, text, sessionId))),
      orderPaid: async (userId, order) => void (ready() && (await notifier.notifyOrderPaid(userId, order))),
      notice: async (userId, text) => ready() && (await notifier.notifyText(userId, text)),
    },
    refundStarPayment: async (telegramUserId, chargeId) => void (await bot.api.refundStarPayment(telegramUserId, chargeId)),
    stars: {
      editUserStarSubscription: async (userId, chargeId, canceled) =>
        void (await bot.api.editUserStarSubscription(userId, chargeId, canceled)),
      getStarTransactions: async (offset, limit) => (await bot.api.getStarTransactions({ offset, limit })).transactions,
      prepareInvite: (userId, referrerId, locale) => prepareInvite(bot, deps, userId, referrerId, locale),
    },
  };
}

/**
 * The bot, built over the deps it is plugged into:
 * `createDeps(config, { bot: plug.link })`, then `startBot(deps, { bot: plug.bot() })`.
 */
export function plugBot(opts: CreateBotOptions = {}) {
  let bot: Bot<BotContext> | undefined;
  return {
    link(deps: Deps): BotLink {
      bot = createBot(deps, opts);
      return botLink(bot, deps);
    },
    bot(): Bot<BotContext> {
      if (!bot) throw new Error('createDeps has not built the bot yet');
      return bot;
    },
  };
}
