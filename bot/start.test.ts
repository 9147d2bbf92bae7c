import { describe, expect, it } from 'vitest';
import { tgUser } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';
import { findTelegramUser } from './telegram-user.js';
import { parseStartPayload, startLink, startPayload } from './deep-link.js';

const setup = botTests();

type Markup = { inline_keyboard: Array<Array<{ text: string; web_app?: { url: string }; url?: string; callback_data?: string }>> };
const markup = (p: Record<string, unknown>) => p.reply_markup as Markup;

describe('/start', () => {
  it('welcomes a new user with the Open app web_app button and the gift, and creates their account once', async () => {
    const h = await setup();
    const alex = tgUser('en', 'Alex');
    await h.command(alex, '/start');
    const [msg] = h.tg.callsOf('sendMessage');
    expect(msg!.payload.chat_id).toBe(alex.id);
    expect(msg!.payload.text).toContain('Hi Alex!');
    const rows = markup(msg!.payload).inline_keyboard;
    expect(rows[0]![0]).toEqual({ text: '💕 Open app', web_app: { url: 'https://app.example.test/' } });
    expect(rows[1]![0]!.callback_data).toBe('gift:claim');

    const user = await findTelegramUser(h.t.deps.db, alex.id);
    expect(user).toMatchObject({ nick: 'Alex', lang: 'en', channel: 'telegram_bot', is_visitor: 0 });
    await h.command(alex, '/start');
    const count = await h.t.deps.db
      .selectFrom('identities')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('subject', '=', String(alex.id))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    // No bearer tokens for bot users: the bot acts for them without one.
    const tokens = await h.t.deps.db.selectFrom('tokens').selectAll().where('user_id', '=', user!.id).execute();
    expect(tokens).toHaveLength(0);
  });

  it('speaks the Telegram language of a new user', async () => {
    const h = await setup();
    await h.command(tgUser('de-AT', 'Lena'), '/start');
    expect(h.tg.callsOf('sendMessage')[0]!.payload.text).toContain('Willkommen bei Lustory');
  });

  it('c_<id> sends her cover by URL with a web_app button to her page', async () => {
    const h = await setup();
    await h.command(tgUser(), '/start c_c-sofia');
    const [photo] = h.tg.callsOf('sendPhoto');
    expect(photo!.payload.photo).toMatch(/^https:\/\/app\.example\.test\/media\/.+/);
    expect(photo!.payload.caption).toContain('is waiting for you');
    expect(markup(photo!.payload).inline_keyboard[0]![0]!.web_app).toEqual({ url: 'https://app.example.test/character/c-sofia' });
  });

  it("c_<id> and s_<id> show her introduction and the story in the user's language, as the app does", async () => {
    const h = await setup();
    const u = tgUser('ru');
    const db = h.t.deps.db;
    const her = await db
      .selectFrom('character_texts')
      .select('intro')
      .where('character_id', '=', 'c-sofia')
      .where('locale', '=', 'ru')
      .executeTakeFirstOrThrow();
    const story = await db
      .selectFrom('script_texts')
      .select(['title', 'description'])
      .where('script_id', '=', 's-sofia-1')
      .where('locale', '=', 'ru')
      .executeTakeFirstOrThrow();
    await h.command(u, '/start c_c-sofia');
    await h.command(u, '/start s_s-sofia-1');
    const [card, storyCard] = h.tg.callsOf('sendPhoto').map((c) => c.payload.caption as string);
    // Before: the English introduction and story under a Russian first line.
    expect(card).toContain(her.intro);
    expect(storyCard).toContain(story.title);
    expect(storyCard).toContain(story.description);
    expect(card).not.toMatch(/\b(?:the|and|who)\b/);
  });

  it('c_<id> uploads the image file itself when PUBLIC_URL is not https', async () => {
    const h = await setup({ PUBLIC_URL: 'http://127.0.0.1:8787' });
    await h.command(tgUser(), '/start c_c-sofia');
    const [photo] = h.tg.callsOf('sendPhoto');
    expect(photo!.payload.photo).toMatchObject({ size: expect.any(Number) });
    expect((photo!.payload.photo as { size: number }).size).toBeGreaterThan(1000);
    // Telegram refuses web_app buttons on http: a plain link instead.
    expect(markup(photo!.payload).inline_keyboard[0]![0]!.url).toBe('http://127.0.0.1:8787/character/c-sofia');
  });

  it('s_<id> offers a story; unknown ids answer that the link is not valid', async () => {
    const h = await setup();
    const u = tgUser('en');
    await h.command(u, '/start s_s-sofia-1');
    const [story] = h.tg.callsOf('sendPhoto');
    expect(story!.payload.caption).toContain('a story with');
    expect(markup(story!.payload).inline_keyboard[0]![0]!.web_app!.url).toBe('https://app.example.test/character/c-sofia?script=s-sofia-1');
    await h.command(u, '/start c_nobody');
    expect(h.tg.callsOf('sendMessage').at(-1)!.payload.text).toBe('Sorry, this link is no longer valid.');
  });

  it('ref_<uid> credits the referrer once, for a new user only, and tells them', async () => {
    const h = await setup();
    const referrerTg = tgUser('fr', 'Marie');
    await h.command(referrerTg, '/start');
    const referrer = (await findTelegramUser(h.t.deps.db, referrerTg.id))!;
    const before = referrer.energy;

    await h.command(tgUser(), `/start ref_${referrer.id}`);
    const after = (await findTelegramUser(h.t.deps.db, referrerTg.id))!;
    expect(after.energy).toBe(before + 10);
    const notice = h.tg.callsOf('sendMessage').find((c) => c.payload.chat_id === referrerTg.id && String(c.payload.text).includes('+10'));
    expect(notice!.payload.text).toContain('Un ami a rejoint');

    // An existing user opening a referral link is not an invite.
    const old = tgUser();
    await h.command(old, '/start');
    await h.command(old, `/start ref_${referrer.id}`);
    expect((await findTelegramUser(h.t.deps.db, referrerTg.id))!.energy).toBe(before + 10);
  });
});

describe('deep-link payloads', () => {
  it('parse and build within Telegram limits', () => {
    expect(parseStartPayload('bot_unlock_photo_c-sofia-p0')).toEqual({ kind: 'unlockPhoto', photoId: 'c-sofia-p0' });
    expect(parseStartPayload('buy_vip_vip-yearly')).toEqual({ kind: 'buy', orderKind: 'vip', itemId: 'vip-yearly' });
    expect(parseStartPayload('buy_gold_g1')).toEqual({ kind: 'buy', orderKind: 'gold', itemId: 'g1' });
    expect(parseStartPayload('ref_u_1')).toEqual({ kind: 'referral', referrerId: 'u_1' });
    expect(parseStartPayload('')).toEqual({ kind: 'none' });
    expect(parseStartPayload('c_ bad')).toMatchObject({ kind: 'unknown' });
    expect(startLink('my_bot', startPayload.character('c-sofia'))).toBe('https://t.me/my_bot?start=c_c-sofia');
    expect(() => startPayload.story('x'.repeat(70))).toThrow(/64/);
  });
});
