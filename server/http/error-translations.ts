import { ErrorText, errorMessages } from '../../shared/errors.js';
import { ModerationText } from '../../shared/schemas/custom-character.js';
import { allLocaleCodes, matchLocale } from '../../shared/locales.js';
import { reasons } from '../domain/moderation/rules.js';
import { errorTexts } from './error-texts.js';

/**
 * The English messages a user can meet in a toast, keyed. The server keeps raising them in
 * English (tests and logs read them so); `localizeError` swaps them for the language of the call
 * when the envelope is written. `{n}` stands for a number (kept by every translation), `{w}` for
 * a word the translations leave out (an account type); a message may also come as
 * `field: message` (a params check) or `reason (field: "match")` (the content policy).
 */
export const english = {
  tooMany: errorMessages[1004],
  noEnergy: errorMessages[2001],
  noCoins: errorMessages[2002],
  premiumRequired: errorMessages[2003],
  contentNotAllowed: errorMessages[2004],
  generating: ErrorText.alreadyGenerating,
  aiDown: errorMessages[3001],
  invalidEmail: ErrorText.invalidEmail,
  paymentNotSupported: ErrorText.paymentNotSupported,
  imageFailed: ErrorText.imageFailed,
  unknown: ErrorText.unknown,
  noSubscriptionCancel: ErrorText.noSubscription,
  noCard: ErrorText.noCard,
  descriptionRequired: ErrorText.descriptionRequired,
  emptyInput: ErrorText.emptyInput,
  stillAnswering: 'This message is still being answered',
  factRefused: 'This cannot be remembered',
  factsFull: 'Free members keep {n} facts. Premium keeps 5x more',
  factsFullPremium: 'She keeps up to {n} facts: delete one first',
  storyLocked: 'This story opens when you are closer to her',
  tryAgain: 'Please try again',
  storyPremium: 'This story is for Premium members',
  giftPremium: 'This gift is for Premium members',
  modelPremium: 'The advanced model is a Premium feature',
  photosPremium: 'Get Premium to receive more photos from her',
  generatePremium: 'Generating photos is a Premium feature',
  signUpToDo: 'Sign up to do this: it is free, and your chats and energy come with you',
  signUpChat: 'Sign up free to keep chatting with her',
  rewardTaken: 'You have already received this reward',
  orderPaid: 'This order has already been paid',
  cardDeclined: 'Your card was declined',
  questionnaireDone: 'You have already completed the questionnaire',
  noSubscription: 'You currently have no subscription',
  noSubscriptionResume: 'You currently have no subscription to resume',
  wrongCode: 'Wrong verification code',
  tooManyTries: 'Too many wrong tries, please request a new code',
  methodUnavailable: 'This sign-in method is not available here',
  orderCancelled: 'This order has been cancelled, please place a new one',
  offerExpired: 'This offer has expired',
  linkExpired: 'This login link has expired, please request a new one',
  cardExpired: 'This card has expired',
  nothingToRegenerate: 'There is nothing to regenerate yet',
  codeExpired: 'The code has expired, please request a new one',
  waitSeconds: 'Please wait a few seconds',
  noMatch: 'No character matches yet',
  googleFailed: 'Google sign-in failed, please try again',
  cancelled: 'The request was cancelled, nothing was charged',
  waitCode: 'Please wait {n} s before requesting a new code',
  giftLimit: 'Free members can send {n} gifts a day. Get Premium for unlimited gifts',
  tooManyIn: 'Too many requests, try again in {n} s',
  tgExpired: 'Telegram login data has expired, please reopen the app',
  tgMalformed: 'Telegram login data is malformed, please reopen the app',
  coverPhoto: 'This photo is the cover: choose another cover first',
  notCard: 'Not a character card: upload a SillyTavern card (.png with the card inside, or .json)',
  notCardJson: 'Not a character card: the card must be a JSON object with the character’s fields',
  cardNoName: 'The card has no character name',
  cardPicture: 'The card picture cannot be read',
  answerAll: 'Please answer all {n} questions',
  linkedElsewhere: 'This {w} account is already linked to another user',
  kinksMax: 'Choose at most {n} kinks',
  ageMin: 'Characters must be at least {n} years old',
  ageMax: 'Age must be at most {n}',
  photoTooBig: ModerationText.photoTooBig,
  neverPrivate: ModerationText.neverPrivate,
  atMostChars: 'At most {n} characters',
  tagMax: 'A tag has at most {n} characters',
  meetFilters: 'Age, ethnicity, body and hair filters are for Premium members',
  galleryPhotos: 'Photos must be from her gallery',
  orderLocked: 'This order can no longer be {w}',
  noOrders: 'This character does not take orders',
  ownCharacter: 'You cannot order from your own character',
  accountClosed: 'This account has been closed',
  tzUnknown: 'Unknown time zone',
  shareNeedsTelegram: 'Sharing a prepared message needs a Telegram account',
  telegramDown: 'Telegram is not reachable right now, please try again',
  telegramPrepareFailed: 'Telegram could not prepare the message, please try again',
  noStarsPayment: 'No Stars payment with this id',
  refundedAlready: 'This payment was refunded already',
  refundsNeedBot: 'Stars refunds need the bot running',
  telegramSubFailed: 'Telegram could not change the subscription, please try again',
  tagsMax: 'At most {n} tags',
  photoBought: 'Others bought this photo: it stays in the gallery',
  pinsFull: 'Pinned facts fill her memory of this chat: unpin one first',
  pinsFullFree: 'Pinned facts fill her memory of this chat: unpin one first. Premium keeps 5x more',
  ordersADay: 'You can place up to {n} orders a day with one creator',
  subscriptionLive: ErrorText.subscriptionLive,
  // `notFound` in server/errors.ts: the word (Character, Session, Photo…) is left out.
  notFound: '{w} not found',
  minor: reasons.minor,
  illegal: reasons.illegal,
  terrorism: reasons.terrorism,
  drugs: reasons.drugs,
  multiple: reasons.multiple,
  male: reasons.male,
} as const;

export type ErrorKey = keyof typeof english;
export type ErrorTexts = Record<ErrorKey, string>;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One pattern per English text: `{n}` matches a number. */
const patterns = (Object.entries(english) as [ErrorKey, string][]).map(([key, text]) => ({
  key,
  re: new RegExp(`^${escape(text).replace('\\{n\\}', '(\\d+)').replace('\\{w\\}', '\\S+')}`),
}));

function translate(message: string, texts: ErrorTexts): string | undefined {
  for (const { key, re } of patterns) {
    const m = re.exec(message);
    if (!m) continue;
    const rest = message.slice(m[0].length);
    // A whole message, or a content-policy reason followed by what matched (kept as it is).
    if (rest && !/^ \(/.test(rest)) continue;
    return texts[key].replace('{n}', m[1] ?? '') + rest;
  }
  return undefined;
}

/**
 * A server message in the language the call asked for (its Accept-Language), or as it is when
 * the language is English, unknown, or the message is not a user-facing one listed above
 * (parameter checks naming a field stay English, apart from the known ones).
 */
export function localizeError(message: string, acceptLanguage: string | null | undefined): string {
  const lang = matchLocale(acceptLanguage?.split(',')[0]?.split(';')[0]?.trim());
  const texts = lang && lang !== 'en' ? errorTexts[lang] : undefined;
  if (!texts || !message) return message;
  const whole = translate(message, texts);
  if (whole !== undefined) return whole;
  // `email: Invalid email address` → the known message alone, translated.
  const field = /^[\w.]+: (.*)$/.exec(message);
  return (field && translate(field[1]!, texts)) || message;
}

/** For scripts/check-translations.ts: every language has every text, `{n}` kept. */
export function errorTranslationProblems(): { locale: string; where: string; problem: string }[] {
  const problems: { locale: string; where: string; problem: string }[] = [];
  for (const locale of allLocaleCodes.filter((l) => l !== 'en')) {
    const texts = errorTexts[locale];
    if (!texts) {
      problems.push({ locale, where: 'server errors', problem: 'no error texts (server/http/error-texts.ts)' });
      continue;
    }
    for (const key of Object.keys(english) as ErrorKey[]) {
      const t = texts[key];
      if (!t?.trim()) problems.push({ locale, where: `server error ${key}`, problem: 'missing or empty' });
      else if (english[key].includes('{n}') !== t.includes('{n}'))
        problems.push({ locale, where: `server error ${key}`, problem: 'loses {n}' });
    }
  }
  return problems;
}
