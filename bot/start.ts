import { webhookCallback, type Bot } from 'grammy';
import { run } from '@grammyjs/runner';
import type { LanguageCode } from 'grammy/types';
import type { Deps } from '../server/deps.js';
import { sha256Hex } from '../server/domain/ids.js';
import { createBot } from './bot.js';
import type { BotContext } from './context.js';
import { botLocales, messagesFor } from './i18n/index.js';
import { commandsFor } from './commands.js';
import { menuButton } from './links.js';
import { markAnswered, recordingAnswer, refuseNonUpdates, WEBHOOK_TIMEOUT_MS } from './webhook.js';

export const WEBHOOK_PATH = '/tg/webhook';

/** pre_checkout_query and purchased_paid_media must be asked for explicitly, or Stars payments never reach us. */
export const ALLOWED_UPDATES = [
  'message',
  'callback_query',
  'pre_checkout_query',
  'stopped_message_generation',
  'purchased_paid_media',
] as const;

/**
 * The webhook's secret token, derived from the bot token so every instance behind PUBLIC_URL agrees
 * without another setting; Telegram sends it back in X-Telegram-Bot-Api-Secret-Token.
 */
export const webhookSecret = (botToken: string) => sha256Hex(`telegram-webhook:${botToken}`).slice(0, 64);

/**
 * Hono handler for `app.post(WEBHOOK_PATH, ...)`: checks the secret, then feeds the bot. An update
 * still being handled after `timeoutMs` (a photo drawn, her thanks for a gift) is answered 200
 * and goes on: its claim (oncePerUpdate) skips Telegram's redelivery anyway, and the 500 grammY
 * answered by default was a failure in Telegram's eyes (posted again, the webhook's last error).
 */
export function botWebhookHandler(bot: Bot<BotContext>, secret: string, timeoutMs = WEBHOOK_TIMEOUT_MS) {
  return refuseNonUpdates(
    recordingAnswer(webhookCallback(bot, 'hono', { secretToken: secret, onTimeout: markAnswered, timeoutMilliseconds: timeoutMs })),
    secret,
  );
}

/** Menu button and command list, in every language Telegram can tell us apart (two-letter codes). */
async function setUpChatUi(bot: Bot<BotContext>, deps: Deps) {
  const en = messagesFor('en');
  const calls: Array<Promise<unknown>> = [
    bot.api.setChatMenuButton({ menu_button: menuButton(deps.config, en.openApp) }),
    bot.api.setMyCommands(commandsFor('en')),
    ...botLocales
      .filter((l) => /^[a-z]{2}$/.test(l.code) && l.code !== 'en')
      .map((l) => bot.api.setMyCommands(commandsFor(l.code), { language_code: l.code as LanguageCode })),
  ];
  const failed = (await Promise.allSettled(calls)).filter((r) => r.status === 'rejected');
  // Not fatal: an http PUBLIC_URL (local development) is refused as a web_app URL, the bot still works.
  for (const f of failed) deps.log.warn('bot chat UI not set', { error: String((f as PromiseRejectedResult).reason) });
}

export interface RunningBot {
  bot: Bot<BotContext>;
  /** In webhook mode: mount with `app.post(WEBHOOK_PATH, webhook)`; null in long polling mode. */
  webhook: ReturnType<typeof botWebhookHandler> | null;
  stop(): Promise<void>;
}

/**
 * Start the bot with the server: long polling by default (one instance), webhook mode
 * (TELEGRAM_WEBHOOK=1) behind PUBLIC_URL when several instances share the load. Once `init` has
 * met Telegram, the bot's services in deps.bot (bot/link.ts) are ready: Stars invoices, notifications.
 */
export async function startBot(deps: Deps, opts: { bot?: Bot<BotContext> } = {}): Promise<RunningBot> {
  const { config, log } = deps;
  const bot = opts.bot ?? createBot(deps);
  await bot.init();
  await setUpChatUi(bot, deps);

  if (config.telegramWebhook) {
    const secret = webhookSecret(config.botToken!);
    await bot.api.setWebhook(`${config.publicUrl}${WEBHOOK_PATH}`, { secret_token: secret, allowed_updates: [...ALLOWED_UPDATES] });
    log.info('bot webhook set', { username: bot.botInfo.username, url: `${config.publicUrl}${WEBHOOK_PATH}` });
    return { bot, webhook: botWebhookHandler(bot, secret), stop: async () => {} };
  }

  // grammY's own polling (bot.start) handles one update after another: a photo being drawn or
  // her thanks for a gift held every other user's updates back, a payment's pre-checkout (due in
  // 10 s) among them. The runner handles them at once, as webhook posts are; the handlers are
  // written for that (several processes, concurrent posts). A webhook set before would refuse
  // getUpdates (409), as bot.start knew.
  await bot.api.deleteWebhook();
  const runner = run(bot, { runner: { fetch: { allowed_updates: [...ALLOWED_UPDATES] } } });
  log.info('bot polling', { username: bot.botInfo.username });
  void runner
    .task()
    ?.catch((err: unknown) => log.error('bot polling stopped', { error: err instanceof Error ? err.message : String(err) }));
  return {
    bot,
    webhook: null,
    // No update is fetched any more; those being handled go on (botUpdatesIdle waits for them).
    stop: async () => {
      if (runner.isRunning()) await runner.stop();
    },
  };
}
