import { Composer } from 'grammy';
import type { InlineKeyboardButton } from 'grammy/types';
import { botLocales, isBotLocale } from '../i18n/index.js';
import { setUserLang } from '../../server/domain/users.js';
import type { BotContext } from '../context.js';
import { localizeMenuButton } from '../links.js';

const PREFIX = 'lang:';
const PER_ROW = 2;

function languageKeyboard(current: string): InlineKeyboardButton[][] {
  const buttons = botLocales.map((l) => ({ text: l.code === current ? `✅ ${l.name}` : l.name, callback_data: `${PREFIX}${l.code}` }));
  const rows: InlineKeyboardButton[][] = [];
  for (let i = 0; i < buttons.length; i += PER_ROW) rows.push(buttons.slice(i, i + PER_ROW));
  return rows;
}

/** /language: every language the bot speaks, by its own name; the choice is the user's UI language everywhere. */
export const languageFeature = new Composer<BotContext>();

languageFeature.command('language', async (ctx) => {
  await ctx.reply(ctx.t.chooseLanguage, { reply_markup: { inline_keyboard: languageKeyboard(ctx.locale) } });
});

languageFeature.callbackQuery(new RegExp(`^${PREFIX}(.+)$`), async (ctx) => {
  const code = ctx.match[1] ?? '';
  if (!isBotLocale(code)) {
    await ctx.answerCallbackQuery();
    return;
  }
  const user = await ctx.account();
  await setUserLang(ctx.deps.db, user.id, code, ctx.deps.clock());
  ctx.user = { ...user, lang: code };
  ctx.setLocale(code);
  await ctx.answerCallbackQuery();
  await ctx.editMessageText(ctx.t.languageSet);
  await localizeMenuButton(ctx);
});
