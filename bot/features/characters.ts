import { Composer } from 'grammy';
import type { InlineKeyboardButton } from 'grammy/types';
import { ListSort } from '../../shared/enums.js';
import { listCharacters } from '../../server/domain/catalogue.js';
import { chooseCharacter } from '../../server/domain/proactive/current-chat.js';
import { AppError } from '../../server/errors.js';
import type { BotContext } from '../context.js';
import { parseStartPayload } from '../deep-link.js';
import { appButton } from '../links.js';
import { cutText } from '../text-cut.js';

const PICK = /^chat:pick:(.+)$/;
/** A short list: her recent chats first, then the catalogue's most popular. */
const LIST_SIZE = 6;

/** The characters to offer: those the user chatted with most recently, then popular ones. */
async function pickList(ctx: BotContext) {
  const user = await ctx.account();
  const recent = await ctx.deps.db
    .selectFrom('sessions')
    .innerJoin('characters', 'characters.id', 'sessions.character_id')
    .select(['characters.id as id', 'characters.name as name'])
    .select((eb) => eb.fn.max('sessions.update_time').as('last'))
    .where('sessions.user_id', '=', user.id)
    .groupBy(['characters.id', 'characters.name'])
    .orderBy('last', 'desc')
    .limit(LIST_SIZE)
    .execute();
  const seen = new Set(recent.map((r) => r.id));
  const popular =
    recent.length < LIST_SIZE
      ? (await listCharacters(ctx.deps.db, { sort: ListSort.hot, page: 1, pageSize: LIST_SIZE * 2, locale: ctx.locale, viewer: user })).list
          .filter((c) => !seen.has(c.id))
          .map((c) => ({ id: c.id, name: c.name }))
      : [];
  return [...recent.map((r) => ({ id: r.id, name: r.name })), ...popular].slice(0, LIST_SIZE);
}

/** "Who would you like to talk to?" with one button per character, two a row, and the app. */
export async function sendCharacterPicker(ctx: BotContext) {
  const list = await pickList(ctx);
  const rows: InlineKeyboardButton[][] = [];
  for (let i = 0; i < list.length; i += 2)
    rows.push(list.slice(i, i + 2).map((c) => ({ text: `💬 ${c.name}`, callback_data: `chat:pick:${c.id}` })));
  rows.push([appButton(ctx.deps.config, ctx.t.openApp, '/', ctx.locale)]);
  await ctx.reply(ctx.t.dm.pickCharacter, { reply_markup: { inline_keyboard: rows } });
}

/** Make her the bot chat's current character; her last words (or greeting) show where the chat stands. */
async function pick(ctx: BotContext, characterId: string, quiet = false) {
  const user = await ctx.account();
  const { session } = await chooseCharacter(ctx.deps.db, user, characterId, ctx.deps.clock(), ctx.locale);
  const name = (await ctx.deps.db.selectFrom('characters').select('name').where('id', '=', characterId).executeTakeFirstOrThrow()).name;
  const text = quiet ? ctx.t.dm.nowChatting({ name }) : `${ctx.t.dm.nowChatting({ name })}\n\n${session.last_message}`;
  await ctx.reply(cutText(text, 4096));
}

/** /characters and its buttons; a character deep link (`c_<id>`) also makes her the current one. */
export const charactersFeature = new Composer<BotContext>();

charactersFeature.command('characters', sendCharacterPicker);

charactersFeature.callbackQuery(PICK, async (ctx) => {
  await ctx.answerCallbackQuery();
  try {
    await pick(ctx, ctx.match[1] ?? '');
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await ctx.reply(ctx.t.linkInvalid);
  }
});

charactersFeature.command('start', async (ctx, next) => {
  await next();
  const payload = parseStartPayload(ctx.match);
  if (payload.kind !== 'character') return;
  // The card with her picture was sent by the character feature; an invalid link said so there.
  await pick(ctx, payload.characterId, true).catch((err: unknown) => {
    if (!(err instanceof AppError)) throw err;
  });
});
