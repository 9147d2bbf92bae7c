import { gifts } from '../../../../shared/attributes.js';
import type { ChatTurn, PersonaHints } from '../types.js';
import { extractFacts, flipPronounsEn, type Fact } from './facts.js';
import { detectIntent } from './intent.js';
import { parseMemory } from './memory.js';
import { allPacks, packFor } from './packs.js';
import { askedPet, readPet } from './pets.js';
import { hashText, seededRandom } from './random.js';
import type { Intent, LanguagePack, RecallKey, Voice } from './types.js';

const VOICES: readonly Voice[] = [
  'caregiver',
  'sage',
  'innocent',
  'seductress',
  'dominant',
  'submissive',
  'lover',
  'zealot',
  'apathetic',
  'confidant',
];
/** Relationships close enough for pet names; family-like roles get none (never "baby" there). */
const CLOSE = new Set(['girlfriend', 'wife', 'mistress', 'friends with benefits', 'lover']);
const NO_RECALL: ReadonlySet<Intent> = new Set(['goodbye', 'sad', 'askName', 'gift']);

const DEFAULT_PERSONA: PersonaHints = {
  characterName: '',
  age: 0,
  personality: '',
  relationship: '',
  occupation: '',
  kinks: [],
  description: '',
  userName: '',
  lang: 'en',
};

/**
 * The offline companion's whole reply to the conversation, deterministic for the same input. A
 * regenerate answers the same input again: its nonce reseeds it, and it never gives back a reply
 * it replaces (the avoid list alone may fall back to a line already used).
 */
export function composeReply(messages: readonly ChatTurn[], persona: PersonaHints = DEFAULT_PERSONA): string {
  const replaced = new Set(persona.replacing ?? []);
  let text = composeOnce(messages, persona, 0);
  for (let salt = 1; replaced.has(text) && salt < 8; salt++) text = composeOnce(messages, persona, salt);
  return text;
}

function composeOnce(messages: readonly ChatTurn[], persona: PersonaHints, salt: number): string {
  const pack = packFor(persona.lang);
  const detectOrder = [pack, ...allPacks.filter((p) => p !== pack)];
  const userTurns = messages.filter((m) => m.role === 'user').map((m) => m.content);
  const last = userTurns.at(-1) ?? '';
  const earlier = userTurns.slice(0, -1);
  const recent = messages
    .filter((m) => m.role === 'assistant')
    .slice(-3)
    .map((m) => m.content);
  const replacing = persona.replacing ?? [];
  // Only another attempt at a turn adds to the seed: a first answer stays what it always was.
  const attempt = persona.nonce || replacing.length || salt ? [persona.nonce ?? '', ...replacing, salt] : [];
  const rand = seededRandom(
    hashText([persona.lang, persona.characterName, persona.personality, userTurns.length, last, recent.at(-1) ?? '', ...attempt].join('|')),
  );

  // What she knows: the memory summary, then everything said in this window (newest wins).
  const newFacts = extractFacts(last, detectOrder);
  const oldFacts = [...parseMemory(persona.memory ?? ''), ...earlier.flatMap((t) => extractFacts(t, detectOrder))];
  const statedName = [...oldFacts, ...newFacts].filter((f) => f.key === 'name').at(-1)?.value;
  const realName = statedName ?? usableNick(persona.userName);

  // A gift's message is the app's, not words to read: the server says which gift it was.
  const gift = gifts.find((g) => g.id === persona.gift);
  let intent = gift ? 'gift' : detectIntent(last, detectOrder);
  if (intent === 'smalltalk' && persona.scriptTitle && (userTurns.length <= 1 || rand() < 0.3)) intent = 'scene';

  const voice: Voice = (VOICES as readonly string[]).includes(persona.personality) ? (persona.personality as Voice) : 'default';
  const close = CLOSE.has(persona.relationship);
  const dearList = close ? pack.dear.close : pack.dear.other;
  // Her occupation in the reply's language: an English word in another language's line is left out.
  const job = persona.occupation
    ? (pack.occupations?.[persona.occupation] ?? (pack.code === 'en' ? persona.occupation : undefined))
    : undefined;
  const slots: Record<string, string | undefined> = {
    name: persona.characterName || undefined,
    user: realName && rand() < 0.7 ? realName : pick(dearList, rand) || realName,
    realName,
    age: persona.age >= 18 ? String(persona.age) : undefined,
    job,
    aJob: job ? `${/^[aeiou]/i.test(job) ? 'an' : 'a'} ${job}` : undefined,
    kink: pack.code === 'en' ? persona.kinks[0] : undefined,
    desc: descriptionIn(persona.description, pack.code),
    gift: gift && (pack.gifts?.[gift.id] ?? gift.name),
    emoji: gift?.emoji,
  };
  const said = [...recent, ...replacing];
  const avoid = (text: string) => said.some((r) => r.includes(text));
  const parts: string[] = [];

  // Most turns open with an *action*; an occasional plain line keeps it from feeling scripted.
  // Small packs have one action per voice: fall back to the neutral ones, else leave it out.
  // Her thanks for a gift carries its own action.
  if (intent !== 'gift' && (userTurns.length <= 1 || rand() < 0.8)) {
    parts.push(choose(pack.actions[voice] ?? [], slots, rand, avoid, true) ?? choose(pack.actions.default, slots, rand, avoid, true) ?? '');
  }

  // Acknowledge what the user just told about themself (after a greeting, before anything else).
  const newName = newFacts.find((f) => f.key === 'name');
  const newOther = newFacts.find((f) => f.key !== 'name' && f.key !== 'age');
  let ack: string | undefined;
  if (newName) ack = choose(pack.nameAck, { ...slots, realName: newName.value }, rand, avoid);
  else if (newOther && pack.factAck) ack = choose(pack.factAck, { ...slots, value: speakBack(newOther, pack) }, rand, avoid);
  if (ack && intent !== 'greeting') parts.push(ack);

  // Asked what she knows of them (their job, plans, likes, home): the answer, when she knows it.
  const known = [...oldFacts, ...newFacts];
  const askedKeys = Object.entries(pack.askAbout ?? {})
    .filter(([, re]) => re.test(last))
    .map(([key]) => key as RecallKey);
  const asked = askedKeys.map((key) => known.filter((f) => f.key === key).at(-1)).find((f) => f !== undefined);
  const answer = asked && pack.recallAnswer?.[asked.key as RecallKey];
  const value = asked && speakBack(asked, pack);
  const answerLine =
    answer && value
      ? choose(answer, { ...slots, value, aValue: `${/^[aeiou]/i.test(value) ? 'an' : 'a'} ${value}` }, rand, avoid)
      : undefined;

  // Asked about their pet ("do you remember my dog?", "and my cat's name?"): its name, when she knows it.
  const pets = [...(persona.pets ?? []), ...earlier.map(readPet).filter((p) => p !== undefined)];
  const pet = pack.pets && askedPet(last, pets, detectOrder);
  const petLine =
    pet &&
    (pet.name
      ? choose(pack.pets!.answer, { ...slots, pet: pet.name }, rand, avoid)
      : choose(pack.pets!.answerFact, { ...slots, value: pet.text }, rand, avoid));

  // Asked for their name: answer with it when known, otherwise ask for it. Asked for their name
  // and their pet's, she answers both. The story's lines are for a story's chat; they never quote its
  // title as a place ("we are now in “Second Player”"), nor in the middle of her words.
  const intentLines = (intent === 'scene' && !persona.scriptTitle ? [] : (pack.lines[intent] ?? [])).filter(
    (v) => intent !== 'askName' || v.includes('{realName}') === !!realName,
  );
  const main =
    answerLine ??
    (intent === 'askName' ? undefined : petLine) ??
    choose(intentLines, slots, rand, avoid) ??
    choose(pack.lines.smalltalk, slots, rand, avoid) ??
    fill(pack.lines.smalltalk[0] ?? '', slots);
  parts.push(main);
  if (petLine && main !== petLine) parts.push(petLine);
  if (ack && intent === 'greeting') parts.push(ack);

  // Bring back an older fact now and then: the proof she listened.
  const recallable = oldFacts.filter((f) => f.key === 'like' || f.key === 'job' || f.key === 'plan' || f.key === 'place');
  if (!answerLine && !petLine && !newName && !newOther && !NO_RECALL.has(intent) && recallable.length && rand() < 0.45) {
    const fact = recallable[Math.floor(rand() * recallable.length)]!;
    const lines = pack.recall?.[fact.key as RecallKey];
    if (lines) parts.push(choose(lines, { ...slots, value: speakBack(fact, pack) }, rand, avoid, true) ?? '');
  }

  const tails = pack.tails?.[voice];
  if (tails && (intent === 'smalltalk' || intent === 'question' || rand() < 0.5)) parts.push(choose(tails, slots, rand, avoid, true) ?? '');

  return parts
    .filter(Boolean)
    .map(capitalize)
    .join(pack.code === 'zh' || pack.code === 'zh-hant' || pack.code === 'ja' ? '' : ' ');
}

/** Pick a variant whose slots are all known, starting at a seeded index, skipping recent repeats. */
function choose(
  variants: readonly string[],
  slots: Record<string, string | undefined>,
  rand: () => number,
  avoid: (text: string) => boolean,
  /** Optional parts are left out rather than repeated. */
  optional = false,
): string | undefined {
  const usable = variants.filter((v) => [...v.matchAll(/\{(\w+)\}/g)].every((m) => slots[m[1]!]));
  if (!usable.length) return undefined;
  const start = Math.floor(rand() * usable.length);
  let fallback: string | undefined;
  for (let k = 0; k < usable.length; k++) {
    const text = fill(usable[(start + k) % usable.length]!, slots);
    fallback ??= text;
    if (!avoid(text)) return text;
  }
  return optional ? undefined : fallback;
}

function fill(template: string, slots: Record<string, string | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => slots[key] ?? '');
}

/** Template slots may open a sentence with the user's lower-case words. */
function capitalize(text: string): string {
  return text.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
}

function pick(list: readonly string[], rand: () => number): string {
  return list[Math.floor(rand() * list.length)] ?? '';
}

/** Account nicks like "user_83421" or emails are not names to call someone by. */
function usableNick(nick: string): string | undefined {
  const n = nick.trim();
  if (!n || n.length > 24 || /\d{3,}|@|^user[\s_-]?/i.test(n)) return undefined;
  return n;
}

/** English recall lines say "you'd visit your mom"; others quote the user's own words. */
function speakBack(fact: Fact, pack: LanguagePack): string {
  return pack.code === 'en' ? flipPronounsEn(fact.value) : fact.value;
}

/** The description's first sentence, only when it is written in the reply's language (script check). */
function descriptionIn(description: string, lang: string): string | undefined {
  const first = description
    .trim()
    .split(/(?<=[.!?。！？])\s*/u)[0]
    ?.trim();
  if (!first || first.length > 200) return undefined;
  const scripts: Record<string, RegExp> = {
    ar: /\p{Script=Arabic}/u,
    zh: /\p{Script=Han}/u,
    'zh-hant': /\p{Script=Han}/u,
    ja: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
    ko: /\p{Script=Hangul}/u,
    ru: /\p{Script=Cyrillic}/u,
    uk: /\p{Script=Cyrillic}/u,
    hi: /\p{Script=Devanagari}/u,
    ta: /\p{Script=Tamil}/u,
    my: /\p{Script=Myanmar}/u,
  };
  const script = scripts[lang];
  if (script) return script.test(first) ? first : undefined;
  // Latin-script languages look alike: only English is assumed (seed descriptions are English).
  return lang === 'en' && /^[\x20-\x7E’“”—–]+$/.test(first) ? first : undefined;
}
