import { join } from 'node:path';
import { InputFile } from 'grammy';
import type { InlineKeyboardButton } from 'grammy/types';
import type { Config } from '../server/config.js';
import { localizePath } from '../shared/locales.js';

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

/** A stored image (a file name under DATA_DIR/media): its public URL when https, else the file itself. */
export function mediaPhoto(config: Config, file: string): InputFile | string {
  return isHttps(config) ? `${config.publicUrl}/media/${file}` : new InputFile(join(config.dataDir, 'media', file));
}
