import { describe, expect, it } from 'vitest';
import { localeTexts } from './locale-texts.js';
import { rejectedTerms as rejectedOf, type TermRule } from './term-rules.js';

/**
 * The languages without a glossary test of their own (ta, ar and hi have one) name Premium, coins,
 * gifts and messages the way their mini-app's labels do, and address the user the way
 * docs/languages.md says, in the bot and the server's texts too. Each rule was broken once: the
 * bot and checkout said Премиум beside the app's Premium, the Japanese, Korean and Chinese legal
 * pages and Stars texts said Premium in Latin beside プレミアム, 프리미엄 and 高级会员, the French bot
 * said tu among the app's vous, the Russian bot's chat commands said вы among ты, the Bengali bot
 * said আপনি among তুমি and wrote Premium in Devanagari.
 */

/** The bot's and the server's texts: the legal pages in the catalog stay formal in ru, uk and kk. */
const outsideCatalog = ['bot', 'checkout', 'errors', 'notices', 'order notices', 'refund notice', 'login mail', 'moderation'];

const rules: Record<string, TermRule[]> = {
  fr: [{ concept: 'register', kept: 'vous', rejected: /(?<![\p{L}’'])(?:tu|te|ton|ta|tes|toi|t’)(?![\p{L}])/iu }],
  ru: [
    { concept: 'Premium', kept: 'Premium', rejected: /Премиум/iu },
    { concept: 'register', kept: 'ты', rejected: /(?<!\p{L})(?:вы|вас|вам|ваш\p{L}*)(?!\p{L})/iu, only: outsideCatalog },
  ],
  uk: [
    { concept: 'Premium', kept: 'Premium', rejected: /Преміум/iu },
    { concept: 'register', kept: 'ти', rejected: /(?<!\p{L})(?:ви|вас|вам|ваш\p{L}*)(?!\p{L})/iu, only: outsideCatalog },
  ],
  kk: [
    { concept: 'Premium', kept: 'Premium', rejected: /Премиум/iu },
    { concept: 'coins', kept: 'монета', rejected: /тиын(?!ына тұрарлық)/iu },
    { concept: 'register', kept: 'сен', rejected: /(?<!\p{L})сіз\p{L}*|ңыз(?!\p{L})|ңіз(?!\p{L})/iu, only: outsideCatalog },
  ],
  'zh-hant': [{ concept: 'Premium', kept: 'Premium', rejected: /進階會員|開通會員/u }],
  zh: [{ concept: 'Premium', kept: '高级会员', rejected: /Premium/u, only: ['messages.po', 'bot', 'checkout', 'errors', 'notices'] }],
  ja: [{ concept: 'Premium', kept: 'プレミアム', rejected: /Premium/u, only: ['messages.po', 'bot', 'checkout', 'errors', 'notices'] }],
  ko: [{ concept: 'Premium', kept: '프리미엄', rejected: /Premium/u, only: ['messages.po', 'bot', 'checkout', 'errors', 'notices'] }],
  tr: [{ concept: 'coins', kept: 'jeton', rejected: /coin/iu }],
  bn: [
    { concept: 'script', kept: 'প্রিমিয়াম', rejected: /[\u0900-\u0963\u0966-\u097F]+/u },
    { concept: 'message', kept: 'মেসেজ', rejected: /(?<!কথা)বার্তা/u },
    { concept: 'register', kept: 'তুমি', rejected: /আপনি|আপনার|আপনাকে/u },
  ],
};

/**
 * Spoken on purpose in another voice: the invitation a user forwards to a friend says tu; вы/ви
 * for the user and her together (when you two grow closer, your chat with her) is plural, not formal.
 */
const allowed: Record<string, string[]> = {
  fr: ['qui se souvient de toi'],
  ru: ['вы станете ближе', 'в вашем чате'],
  uk: ['ви станете ближчими', 'у вашому чаті'],
};

const rejectedTerms = (code: string, texts: Array<[string, string]>) => rejectedOf(rules[code] ?? [], texts, allowed[code]);

describe('terms and register of the other languages', () => {
  it('finds a rejected variant and lets the kept words pass', () => {
    expect(rejectedTerms('fr', [['bot.x', 'Tu as déjà un abonnement']])).toHaveLength(1);
    expect(rejectedTerms('fr', [['bot.x', 'Vous avez déjà un abonnement, touchez « Ouvrir l’app »']])).toEqual([]);
    expect(rejectedTerms('fr', [['bot.x', 'une compagne IA qui se souvient de toi']])).toEqual([]);
    expect(rejectedTerms('ru', [['bot.x', 'Премиум активен']])).toHaveLength(1);
    expect(rejectedTerms('ru', [['bot.dm.x', 'Она больше не будет писать вам первой.']])).toHaveLength(1);
    expect(rejectedTerms('ru', [['messages.po "x"', 'Если вы не пользовались Premium']])).toEqual([]);
    expect(rejectedTerms('kk', [['order notices.x', 'Қолданбада растаңыз']])).toHaveLength(1);
    expect(rejectedTerms('kk', [['messages.po "x"', 'Әр тиынына тұрарлық.']])).toEqual([]);
    expect(rejectedTerms('ja', [['bot stars.x', 'Premium は']])).toHaveLength(1);
    expect(rejectedTerms('ja', [['reviews.0', 'Premium']])).toEqual([]);
    expect(rejectedTerms('bn', [['bot.x', 'আপনার प्रीमियम']])).toHaveLength(2);
    expect(rejectedTerms('bn', [['bot.x', 'তোমার প্রিমিয়াম মেসেজ']])).toEqual([]);
  });

  it.each(Object.keys(rules))('%s names each thing one way and keeps its register', (code) => {
    expect(rejectedTerms(code, localeTexts(code))).toEqual([]);
  });
});
