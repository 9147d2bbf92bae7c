import { describe, expect, it } from 'vitest';
import { allLocaleCodes } from '../shared/locales.js';
import { botLocales, messagesFor } from './i18n/index.js';
import { findTelegramUser } from './telegram-user.js';
import { tgUser } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';
import { checkoutTextsFor } from '../server/providers/payment/checkout-texts.js';

const setup = botTests();

type Markup = { inline_keyboard: Array<Array<{ text: string; callback_data?: string }>> };

describe('/language', () => {
  it('lists all 23 languages; choosing Arabic stores it and /help then answers in Arabic', async () => {
    const h = await setup();
    const tg = tgUser('en');
    await h.command(tg, '/language');
    const keyboard = (h.tg.callsOf('sendMessage')[0]!.payload.reply_markup as Markup).inline_keyboard.flat();
    expect(keyboard).toHaveLength(23);
    expect(keyboard.map((b) => b.text)).toContain('العربية');
    expect(keyboard.find((b) => b.text.startsWith('✅'))!.text).toBe('✅ English');

    await h.callback(tg, 'lang:ar');
    expect(h.tg.callsOf('editMessageText')[0]!.payload.text).toBe('تم! سأتحدث معك بالعربية من الآن.');
    expect((await findTelegramUser(h.t.deps.db, tg.id))!.lang).toBe('ar');
    // The chat's menu button follows: "Open app" in Arabic, opening the app in Arabic.
    expect(h.tg.callsOf('setChatMenuButton').at(-1)!.payload).toEqual({
      chat_id: tg.id,
      menu_button: {
        type: 'web_app',
        text: messagesFor('ar').openApp.replace(/^\W+\s*/u, ''),
        web_app: { url: 'https://app.example.test/ar' },
      },
    });

    await h.command(tg, '/help');
    const help = h.tg.callsOf('sendMessage').at(-1)!;
    expect(help.payload.text).toContain('موجود داخل التطبيق');
    // Every command of Telegram's menu, in her language (the list had left out two).
    const listed = String(help.payload.text)
      .split('\n')
      .filter((l) => l.startsWith('/'));
    expect(listed.map((l) => l.split(':')[0])).toEqual(['/start', '/characters', '/help', '/language', '/paysupport', '/privacy']);
    expect(listed.every((l) => !/[A-Za-z]{4}/.test(l.split(':')[1]!))).toBe(true);
    // Mini-app links carry the locale prefix so the app opens in Arabic too.
    expect(
      (help.payload.reply_markup as Markup & { inline_keyboard: Array<Array<{ web_app?: { url: string } }>> }).inline_keyboard[0]![0]!
        .web_app!.url,
    ).toBe('https://app.example.test/ar');
  });

  it('ignores an unknown language code', async () => {
    const h = await setup();
    const tg = tgUser('en');
    await h.command(tg, '/start');
    await h.callback(tg, 'lang:xx');
    expect((await findTelegramUser(h.t.deps.db, tg.id))!.lang).toBe('en');
    expect(h.tg.callsOf('answerCallbackQuery')).toHaveLength(1);
  });
});

describe('/paysupport and the support gift', () => {
  it('/paysupport gives the brand support address', async () => {
    const h = await setup();
    await h.command(tgUser('en'), '/paysupport');
    expect(h.tg.callsOf('sendMessage')[0]!.payload.text).toContain('support@lustory.ai');
  });

  it('the gift gives 20 coins once, and its button disappears once taken', async () => {
    const h = await setup();
    const tg = tgUser('en');
    await h.command(tg, '/help');
    await h.callback(tg, 'gift:claim');
    await h.callback(tg, 'gift:claim');
    expect((await findTelegramUser(h.t.deps.db, tg.id))!.gold_balance).toBe(20);
    expect(h.tg.callsOf('sendMessage').at(-1)!.payload.text).toBe('🎁 20 coins are yours! Your balance: 20 coins.');
    expect(h.tg.callsOf('answerCallbackQuery').at(-1)!.payload).toMatchObject({
      text: 'You have already claimed this gift.',
      show_alert: true,
    });
    await h.command(tg, '/help');
    const rows = (h.tg.callsOf('sendMessage').at(-1)!.payload.reply_markup as Markup).inline_keyboard;
    expect(rows.flat().some((b) => b.callback_data === 'gift:claim')).toBe(false);
  });

  it('an unknown command gets the help with the app button (plain text is a chat with her: chat.test.ts)', async () => {
    const h = await setup();
    await h.text(tgUser('en'), '/hello');
    expect(h.tg.callsOf('sendMessage')[0]!.payload.text).toContain('/language');
  });
});

describe('message tables', () => {
  it('cover every locale of the app plus uk, with every text non-empty', () => {
    expect(botLocales.map((l) => l.code).sort()).toEqual([...allLocaleCodes].sort());
    const en = messagesFor('en');
    for (const { code } of botLocales) {
      // The bot chat's texts (dm) are checked like the rest, key by key.
      const t = { ...messagesFor(code), ...messagesFor(code).dm, dm: 'dm' };
      for (const key of Object.keys({ ...en, ...en.dm }) as Array<keyof typeof t>) {
        const v = t[key];
        const text =
          typeof v === 'function'
            ? (v as (p: Record<string, unknown>) => string)({
                name: 'N',
                brand: 'B',
                email: 'e@x',
                coins: 21,
                balance: 2,
                cost: 50,
                stars: 5,
                days: 30,
                title: 'T',
                date: 'D',
                text: 'x',
                energy: 10,
                minutes: 5,
              })
            : v;
        expect(text.trim(), `${code}.${key}`).not.toBe('');
        expect(text, `${code}.${key}`).not.toContain('undefined');
      }
      // A Stars invoice's title is at most 32 characters (Bot API createInvoiceLink).
      expect(checkoutTextsFor(code).premiumTitle({ days: 365 }).length, code).toBeLessThanOrEqual(32);
      if (code !== 'en') expect(t.languageSet, code).not.toBe(en.languageSet);
    }
  });

  it('pick plural forms per language in the invoice titles', () => {
    expect(checkoutTextsFor('ru').coins({ coins: 21 })).toBe('21 монета');
    expect(checkoutTextsFor('ru').coins({ coins: 22 })).toBe('22 монеты');
    expect(checkoutTextsFor('ru').coins({ coins: 25 })).toBe('25 монет');
    expect(checkoutTextsFor('ar').premiumTitle({ days: 7 })).toBe('بريميوم · 7 أيام');
    expect(checkoutTextsFor('en').coins({ coins: 1 })).toBe('1 coin');
  });
});
