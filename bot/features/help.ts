import { Composer } from 'grammy';
import { withoutBidiControls } from '../../shared/bidi-controls.js';
import { brandForUrl } from '../../shared/brands.js';
import type { BotContext } from '../context.js';
import { appButton } from '../links.js';
import { commandsFor } from '../commands.js';
import { giftButtonRow } from './gift.js';
import { refusedDirectMessage } from '../../server/domain/moderation/chat-guard.js';

/** /help and a nudge for stray messages (/paysupport lives in features/paysupport.ts). */
export const helpFeature = new Composer<BotContext>();

async function sendHelp(ctx: BotContext) {
  const user = await ctx.account();
  const { config } = ctx.deps;
  // Then every command as Telegram's menu lists it (the translations' own lists had left out
  // /characters and /privacy).
  const intro = ctx.t.help({ brand: brandForUrl(config.publicUrl, config.brand).title });
  const commands = commandsFor(ctx.locale).map((c) => `/${c.command}: ${c.description}`);
  await ctx.reply(`${intro}\n\n${commands.join('\n')}`, {
    reply_markup: { inline_keyboard: [[appButton(config, ctx.t.openApp, '/', ctx.locale)], ...(await giftButtonRow(ctx, user.id))] },
  });
}

helpFeature.command('help', sendHelp);

/**
 * Plain text is a chat with her (features/chat.ts); what reaches here (an unknown command) gets
 * the help with the app button, unless the content policy refuses it (then the refusal, counted
 * toward a pause like in chat).
 */
export const fallbackFeature = new Composer<BotContext>();

fallbackFeature.chatType('private').on('message:text', async (ctx) => {
  const refusal = await refusedDirectMessage(ctx.deps, await ctx.account(), withoutBidiControls(ctx.message.text), ctx.locale);
  if (refusal) await ctx.reply(refusal);
  else await sendHelp(ctx);
});

/**
 * A button no feature claimed (malformed or forged data, or one of an older version of the bot)
 * is answered all the same: unanswered, its spinner turns until Telegram gives up.
 */
fallbackFeature.on('callback_query', (ctx) => ctx.answerCallbackQuery());
