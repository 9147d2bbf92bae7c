/** Text helpers of the memory: normalising for de-duplication, word tokens for relevance, token estimates. */
import { memoByText } from '../text-memo.js';

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Myanmar}]/u;

/** Lower case, no punctuation, single spaces: "I love Jazz!" and "i love jazz" are one fact. */
export const normalize = memoByText(function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
});

/** Words too common to say what a message is about (the major languages; others count every word). */
const STOP = new Set(
  (
    'the a an and or but of to in on at for with about from by is am are was were be been do does did have has had i me my mine you your ' +
    'we our it its this that what which who when where why how can could would should will shall just so very really too not no yes ' +
    'remember know tell told say said again please do you still any some there here then than them they he she her his him us ' +
    'el la los las un una y o de del en que qué es soy eres mi mis tu tus te me lo por para con como cómo recuerdas sabes ' +
    'le les des et ou du est suis es mon ma mes ton ta tes je tu vous il elle que quoi pour avec dans sur te souviens ' +
    'der die das ein eine und oder ist bin bist mein meine dein deine ich du wie was wo wann mit für von zu erinnerst dich ' +
    'o os as um uma e é sou meu minha teu tua eu você lembra ' +
    'il lo gli di che è sono mio mia tuo tua io ricordi ' +
    'и в во не на я ты мой моя мои твой что как где когда это помнишь ' +
    'في من على أنا أنت هل ما ماذا متى أين و'
  ).split(/\s+/),
);

/** Content words (and, in unspaced scripts, two-character pieces) for lexical relevance. */
export const keywords = memoByText(function keywords(text: string): readonly string[] {
  const out: string[] = [];
  for (const word of normalize(text).split(' ')) {
    if (!word) continue;
    if (UNSPACED.test(word)) {
      const chars = [...word];
      for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
      if (chars.length === 1) out.push(word);
      continue;
    }
    if (word.length < 2 || STOP.has(word)) continue;
    out.push(stem(word));
  }
  return out;
});

/** A light suffix strip so "birthday"/"birthdays", "hiking"/"hike" meet. */
function stem(word: string): string {
  if (word.length <= 4) return word;
  return word.replace(/(?:ing|ed|es|s|'s)$/u, '') || word;
}

/**
 * A deterministic token estimate of the prompt text: Latin words ~4 characters a token, other
 * alphabets ~2, each CJK or Hangul character one.
 */
export const estimateTokens = memoByText(function estimateTokens(text: string): number {
  let wide = 0;
  let other = 0;
  let latin = 0;
  for (const ch of text) {
    if (UNSPACED.test(ch)) wide++;
    else if (ch.charCodeAt(0) < 0x250) latin++;
    else other++;
  }
  return Math.ceil(latin / 4 + other / 2 + wide);
});
