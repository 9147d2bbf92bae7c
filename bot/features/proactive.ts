import { Composer, type Api } from 'grammy';
import type { Deps } from '../../server/deps.js';
import { grantWriteAccess, isBlockedError } from '../../server/domain/proactive/consent.js';
import type { FirstMessage, FirstMessageSender } from '../../server/domain/proactive/run.js';
import { setProactiveEnabled } from '../../server/domain/proactive/settings.js';
import type { BotContext } from '../context.js';
import { messagesFor } from '../i18n/index.js';
import { appButton } from '../links.js';
import { findUserChat } from '../notifier.js';
import { cutText } from '../text-cut.js';

const OFF = 'proactive:off';
const ON = 'proactive:on';

/**
 * Writing to the bot lets it write back (Telegram's rule): any private message from the user is
 * their consent, kept with its source. Runs before every other feature, then lets them answer.
 */
export const proactiveFeature = new Composer<BotContext>();

proactiveFeature.chatType('private').on('message', async (ctx, next) => {
  const user = await ctx.account();
  await grantWriteAccess(ctx.deps.db, user.id, 'bot_message', ctx.deps.clock());
  await next();
});

/** One tap under her message: she stops writing first (and one more tap brings it back). */
proactiveFeature.callbackQuery(OFF, async (ctx) => {
  const user = await ctx.account();
  await setProactiveEnabled(ctx.deps.db, user.id, false, ctx.deps.clock());
  await ctx.answerCallbackQuery();
  await ctx.reply(ctx.t.dm.proactiveOff, {
    reply_markup: { inline_keyboard: [[{ text: ctx.t.dm.proactiveOnButton, callback_data: ON }]] },
  });
});

proactiveFeature.callbackQuery(ON, async (ctx) => {
  const user = await ctx.account();
  await setProactiveEnabled(ctx.deps.db, user.id, true, ctx.deps.clock());
  await ctx.answerCallbackQuery({ text: ctx.t.dm.proactiveOn });
  await ctx.editMessageReplyMarkup({ reply_markup: { inline_keyboard: [] } }).catch(() => undefined);
});

/** Her first message in the user's chat: the text, the same chat in the app (or her story), and the stop button. */
export function firstMessageSender(api: Api, deps: Deps): FirstMessageSender {
  return {
    async send(m: FirstMessage) {
      const chat = await findUserChat(deps.db, m.userId);
      if (!chat) return 'failed';
      const t = messagesFor(chat.lang);
      const open = m.story
        ? appButton(
            deps.config,
            t.startStory,
            `/character/${encodeURIComponent(m.story.characterId)}?script=${encodeURIComponent(m.story.id)}`,
            chat.lang,
          )
        : appButton(deps.config, t.dm.openInApp, `/chat/${encodeURIComponent(m.sessionId)}`, chat.lang);
      try {
        await api.sendMessage(chat.chatId, t.replyFrom({ name: m.characterName, text: cutText(m.text, 3500) }), {
          reply_markup: { inline_keyboard: [[open], [{ text: t.dm.proactiveOffButton, callback_data: OFF }]] },
        });
        return 'sent';
      } catch (e) {
        deps.log.warn('first message not delivered', { userId: m.userId, error: String(e) });
        return isBlockedError(e) ? 'blocked' : 'failed';
      }
    },
  };
}
