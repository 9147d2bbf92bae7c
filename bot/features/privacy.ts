import { Composer } from 'grammy';
import { brandForUrl } from '../../shared/brands.js';
import type { BotContext } from '../context.js';
import { appUrl } from '../links.js';
import { starsTexts } from '../i18n/stars-texts.js';

/** The privacy policy page of the app, in the user's language (the mini-app's /settings/privacy). */
export const privacyUrl = (ctx: BotContext) => appUrl(ctx.deps.config, '/settings/privacy', ctx.locale);

/** `/privacy`: Telegram asks every bot for one; it links the privacy policy page. */
export const privacyFeature = new Composer<BotContext>();

privacyFeature.command('privacy', async (ctx) => {
  const s = starsTexts(ctx.locale);
  const url = privacyUrl(ctx);
  await ctx.reply(s.privacy({ brand: brandForUrl(ctx.deps.config.publicUrl, ctx.deps.config.brand).title, url }), {
    reply_markup: { inline_keyboard: [[{ text: s.privacyButton, url }]] },
    link_preview_options: { is_disabled: true },
  });
});
