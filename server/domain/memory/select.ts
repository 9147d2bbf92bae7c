import type { PromptFact } from './facts.js';
import type { FactKind } from './limits.js';
import { estimateTokens, keywords, normalize } from './text.js';
import { DOG_OR_CAT } from '../../providers/llm/offline/pets.js';

/** `\b` that knows letters beyond ASCII (Cyrillic, accents). */
const U = (re: RegExp) => new RegExp(re.source.replace(/\\b/g, '(?:(?<!\\p{L})(?=\\p{L})|(?<=\\p{L})(?!\\p{L}))'), re.flags);

/**
 * Words of a question that ask about a kind of fact, in the major languages; a pet also by a word
 * for a dog or a cat in every language whose pets the offline engine reads (offline/pets.ts).
 */
const KIND_HINTS: Array<[FactKind, RegExp]> = (
  [
    ['name', /\b(?:name|called|nombre|llamo|nom|appelle|heiße|name|nome|chamo|зовут|имя)\b|اسم|名字|名前|이름/iu],
    ['age', /\b(?:old|age|años|âge|alt|anni|idade|лет|возраст)\b|عمر|岁|歳|나이/iu],
    ['place', /\b(?:live|from|city|town|country|vivo|ciudad|habite|ville|wohne|stadt|moro|abito|живу|город)\b|أعيش|أسكن|住|사는/iu],
    ['job', /\b(?:job|work|career|trabajo|trabajas|travail|métier|arbeit|beruf|lavoro|trabalho|работа|работаю)\b|عمل|工作|仕事|직업/iu],
    ['like', /\b(?:like|love|favou?rite|enjoy|gusta|encanta|aime|préféré|mag|liebe|piace|gosto|люблю|нравится)\b|أحب|喜欢|好き|좋아/iu],
    ['plan', /\b(?:plan|plans|going to|weekend|tomorrow|voy a|planes|demain|morgen|domani|amanhã|завтра|планы)\b|غدا|计划|予定|계획/iu],
    [
      'date',
      /\b(?:when|date|birthday|anniversary|born|cumpleaños|aniversario|anniversaire|geburtstag|compleanno|aniversário|день рождения|годовщина)\b|ميلاد|生日|誕生日|생일/iu,
    ],
    [
      'promise',
      /\b(?:promise|promised|swear|prometo|prometiste|promis|versprochen|promesso|prometeu|обещал|обещание)\b|وعد|答应|約束|약속/iu,
    ],
    ['person', /\b(?:sister|brother|mom|mother|dad|father|friend|boss|family|hermana|hermano|sœur|frère|schwester|bruder|сестр|брат)\b/iu],
    [
      'pet',
      /\b(?:dog|cat|pet|puppy|kitten|parrot|hamster|rabbit|perro|gato|mascota|chien|hund|katze|kater|собак|кот)\b|बिल्ल|कुत्त|पिल्ल|猫|貓|狗|犬|고양이|강아지|قطت|قطي|كلب/iu,
    ],
  ] as Array<[FactKind, RegExp]>
).map(([k, re]) => [k, k === 'pet' ? new RegExp(`${U(re).source}|${DOG_OR_CAT.source}`, 'iu') : U(re)]);

export interface SelectedFacts<F extends PromptFact = PromptFact> {
  facts: F[];
  /** The prompt's memory part (facts and the story so far), estimated tokens. */
  tokens: number;
  summary: string;
}

const factLine = (f: Pick<PromptFact, 'kind' | 'text'>) => `- ${f.kind}: ${f.text}`;

/** What one fact takes of the prompt's memory part (its line and the line break). */
export const factTokens = (f: Pick<PromptFact, 'kind' | 'text'>) => estimateTokens(factLine(f)) + 1;

/**
 * The facts for this reply, within the budget: pinned ones first, then the ones most relevant
 * to the user's message (shared content words, a word that asks about their kind), then the
 * newest. Deterministic: the same facts and message give the same choice. The story so far takes
 * what the facts leave, up to its own share, newest lines kept.
 */
export function selectFacts<F extends PromptFact>(
  all: readonly F[],
  message: string,
  limits: { promptFacts: number; promptTokens: number; summaryTokens: number },
  summary = '',
): SelectedFacts<F> {
  const words = new Set(keywords(message));
  const asked = new Set(KIND_HINTS.filter(([, re]) => re.test(message)).map(([k]) => k));
  const normMessage = normalize(message);
  // How many facts share each word: a rare word says more than a common one.
  const df = new Map<string, number>();
  const factWords = new Map<string, string[]>();
  for (const f of all) {
    const ws = [...new Set(keywords(f.text))];
    factWords.set(f.id, ws);
    for (const w of ws) df.set(w, (df.get(w) ?? 0) + 1);
  }
  const score = (f: F) => {
    let s = 0;
    for (const w of factWords.get(f.id)!) if (words.has(w)) s += 1 + 1 / (df.get(w) ?? 1);
    const value = normalize(f.text);
    if (value.length >= 3 && normMessage.includes(value)) s += 2;
    if (asked.has(f.kind as FactKind)) s += 1.5;
    return s;
  };
  const ranked = all
    .map((f) => ({ f, s: score(f) }))
    .sort(
      (a, b) =>
        b.f.pinned - a.f.pinned ||
        b.s - a.s ||
        b.f.user_edited - a.f.user_edited ||
        b.f.update_time - a.f.update_time ||
        (a.f.id < b.f.id ? -1 : 1),
    );
  const chosen: F[] = [];
  let tokens = 0;
  const factBudget = limits.promptTokens - Math.min(limits.summaryTokens, estimateTokens(summary));
  // Pinned ones come first and take their room like any other: pinning is refused past what fits
  // (pinFact), so the limits hold for everyone (a Premium that ended keeps its pins, not its room).
  for (const { f } of ranked) {
    if (chosen.length >= limits.promptFacts) break;
    const t = factTokens(f);
    if (tokens + t > factBudget) continue;
    chosen.push(f);
    tokens += t;
  }
  const story = fitSummary(summary, Math.max(0, limits.promptTokens - tokens));
  return { facts: chosen, tokens: tokens + (story ? estimateTokens(story) : 0), summary: story };
}

/** The story so far within `budget` tokens: its newest lines (or the end of one long line). */
function fitSummary(summary: string, budget: number): string {
  const text = summary.trim();
  if (!text || budget <= 0) return '';
  if (estimateTokens(text) <= budget) return text;
  const lines = text.split('\n');
  const kept: string[] = [];
  let used = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    const t = estimateTokens(lines[i]!) + 1;
    if (used + t > budget) break;
    kept.unshift(lines[i]!);
    used += t;
  }
  if (kept.length) return kept.join('\n');
  const chars = [...text];
  let n = chars.length;
  while (n > 0 && estimateTokens(chars.slice(chars.length - n).join('')) > budget) n = Math.floor(n * 0.8);
  return chars.slice(chars.length - n).join('');
}

/**
 * Which of the facts in the prompt her reply used: the fact's content words (or its whole text)
 * appear in the reply. Shown as the small mark on the reply.
 */
export function usedFacts<F extends PromptFact>(facts: readonly F[], reply: string): F[] {
  const replyNorm = normalize(reply);
  const replyWords = new Set(keywords(reply));
  return facts.filter((f) => {
    const value = normalize(f.text);
    if (value.length >= 3 && replyNorm.includes(value)) return true;
    const ws = keywords(f.text).filter((w) => w.length >= 3);
    if (!ws.length) return false;
    const hit = ws.filter((w) => replyWords.has(w)).length;
    return hit >= Math.max(1, Math.ceil(ws.length / 2));
  });
}
