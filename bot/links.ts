import { join } from 'node:path';
import { InputFile } from 'grammy';
import type { InlineKeyboardButton } from 'grammy/types';
import type { Config } from '../server/config.js';
import { localizePath } from '../shared/locales.js';
import type { BotContext } from './context.js';

/** Telegram opens web apps (and loads photos by URL) only over https. */
const isHttps = (config: Config) => config.publicUrl.startsWith('https://');

/** A mini-app page in the user's language: the app reads its locale from the path prefix. */
export const appUrl = (config: Config, path = '/', locale = 'en') => `${config.publicUrl}${localizePath(path, locale)}`;

/**
 * A button that opens the mini-app at `path`: a web_app button when PUBLIC_URL is https, a plain
 * link otherwise (local development, where Telegram refuses web_app buttons).
 */
export function appButton(config: Config, text: string, path = '/', locale = 'en'): InlineKeyboardButton {
  const url = appUrl(config, path, locale);
  return isHttps(config) ? { text, web_app: { url } } : { text, url };
}

/** The chat's menu button: "Open app" in the language, opening the app in it. */
export const menuButton = (config: Config, openApp: string, locale = 'en') => ({
  type: 'web_app' as const,
  text: openApp.replace(/^\W+\s*/u, ''),
  web_app: { url: locale === 'en' ? config.publicUrl : appUrl(config, '/', locale) },
});

/**
 * One chat's own menu button, in the user's language (Telegram's default one, set for everyone
 * at start, is English). Only where it can be a web app (https); an English one is the default.
 */
export async function localizeMenuButton(ctx: BotContext): Promise<void> {
  const { config, log } = ctx.deps;
  if (!ctx.chat || ctx.chat.type !== 'private' || !isHttps(config)) return;
  if (ctx.locale === 'en') {
    // Back to the default (a user who had chosen another language).
    await ctx.api
      .setChatMenuButton({ chat_id: ctx.chat.id })
      .catch((e: unknown) => log.warn('chat menu button not set', { error: String(e) }));
    return;
  }
  await ctx.api
    .setChatMenuButton({ chat_id: ctx.chat.id, menu_button: menuButton(config, ctx.t.openApp, ctx.locale) })
    .catch((e: unknown) => log.warn('chat menu button not set', { error: String(e) }));
}

/** A stored image (a file name under DATA_DIR/media): its public URL when https, else the file itself. */
export function mediaPhoto(config: Config, file: string): InputFile | string {
  return isHttps(config) ? `${config.publicUrl}/media/${file}` : new InputFile(join(config.dataDir, 'media', file));
}
