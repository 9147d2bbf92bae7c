import { Composer } from 'grammy';
import type { InlineKeyboardButton } from 'grammy/types';
import { coversFor, scriptById, visibleCharacter } from '../../server/domain/catalogue.js';
import { AppError, notFound } from '../../server/errors.js';
import { inLocaleCharacter, inLocaleScript } from '../../server/domain/content-texts.js';
import { isPremium } from '../../shared/constants.js';
import type { BotContext } from '../context.js';
import { parseStartPayload } from '../deep-link.js';
import { appButton, mediaPhoto } from '../links.js';

const CAPTION_MAX = 1024;
const clip = (s: string) => (s.length <= CAPTION_MAX ? s : `${s.slice(0, CAPTION_MAX - 1)}…`);

/** A picture with a caption and one button; text only when the character has no picture yet. */
async function sendCard(ctx: BotContext, file: string, caption: string, button: InlineKeyboardButton) {
  const reply_markup = { inline_keyboard: [[button]] };
  if (!file) return ctx.reply(clip(caption), { reply_markup });
  return ctx.replyWithPhoto(mediaPhoto(ctx.deps.config, file), { caption: clip(caption), reply_markup });
}

/** `c_<characterId>`: her cover and a button that opens her page in the mini-app. */
async function sendCharacter(ctx: BotContext, characterId: string) {
  const user = await ctx.account();
  // Her introduction in the user's language, as her page in the app shows it.
  const c = await inLocaleCharacter(ctx.deps.db, await visibleCharacter(ctx.deps.db, characterId, user), ctx.locale);
  const caption = [ctx.t.characterInvite({ name: c.name }), c.intro].filter(Boolean).join('\n\n');
  const button = appButton(ctx.deps.config, ctx.t.chatWith({ name: c.name }), `/character/${encodeURIComponent(c.id)}`, ctx.locale);
  const cover = (await coversFor(ctx.deps.db, [c], user, ctx.deps.clock())).get(c.id);
  await sendCard(ctx, cover || c.avatar, caption, button);
}

/** `s_<scriptId>`: a story of hers; the character page lists and starts it (`?script=`). */
async function sendStory(ctx: BotContext, scriptId: string) {
  const user = await ctx.account();
  const script = await scriptById(ctx.deps.db, scriptId);
  // A hidden story is shown to Premium only, as on her page (catalogue.ts scriptsFor).
  if (!script || (script.hidden === 1 && !isPremium(user.vip_expire_at, ctx.deps.clock()))) throw notFound('Story');
  const s = await inLocaleScript(ctx.deps.db, script, ctx.locale);
  const c = await inLocaleCharacter(ctx.deps.db, await visibleCharacter(ctx.deps.db, script.character_id, user), ctx.locale);
  const caption = [ctx.t.storyInvite({ title: s.title, name: c.name }), s.description].filter(Boolean).join('\n\n');
  const path = `/character/${encodeURIComponent(c.id)}?script=${encodeURIComponent(s.id)}`;
  const cover = (await coversFor(ctx.deps.db, [c], user, ctx.deps.clock())).get(c.id);
  await sendCard(ctx, s.cover || cover || c.avatar, caption, appButton(ctx.deps.config, ctx.t.startStory, path, ctx.locale));
}

/** Deep links into the catalogue. Unknown or unpublished ids get a polite "link no longer valid". */
export const characterFeature = new Composer<BotContext>();

characterFeature.command('start', async (ctx, next) => {
  const payload = parseStartPayload(ctx.match);
  if (payload.kind !== 'character' && payload.kind !== 'story') return next();
  try {
    if (payload.kind === 'character') await sendCharacter(ctx, payload.characterId);
    else await sendStory(ctx, payload.scriptId);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await ctx.reply(ctx.t.linkInvalid);
  }
});
