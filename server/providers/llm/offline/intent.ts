import type { Intent, LanguagePack } from './types.js';

/** Most specific first: "hi, how are you?" is a question about her day, not a bare greeting. */
const PRIORITY: readonly Intent[] = [
  'askName',
  'aboutYou',
  'photo',
  'howAreYou',
  'whatDoing',
  'whereAreYou',
  'job',
  'scene',
  'sad',
  'goodbye',
  'flirt',
  'compliment',
  'thanks',
  'greeting',
];

const QUESTION_MARK = /[?？؟]/;

/** The user's language first, then every other pack (people mix languages, English most of all). */
export function detectIntent(text: string, packs: readonly LanguagePack[]): Intent {
  const t = text.trim();
  if (!t) return 'smalltalk';
  for (const intent of PRIORITY) {
    if (packs.some((p) => p.keywords[intent]?.test(t))) return intent;
  }
  return QUESTION_MARK.test(t) ? 'question' : 'smalltalk';
}
