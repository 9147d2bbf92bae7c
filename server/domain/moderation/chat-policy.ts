/**
 * The offline chat classifier: refuses sexual content involving a minor, and nothing else of an
 * adult's ordinary life. A sentence is read for a minor (an age under 18 in digits or words, a
 * school grade, a role such as "schoolgirl", a description), for sexual or romantic intent, and for
 * what takes the minor out of the scene (the past, the user's own children, a job with children).
 * The conversation so far is a scene: a minor who takes part in it and sexual intent refuse
 * together even when they are turns apart. Cases the rules cannot settle are `uncertain` with the
 * way the offline layer leans; a moderation model decides them when one is configured.
 */
import { aThings, readAges } from './ages.js';
import { memoByText } from '../text-memo.js';
import { ageWords, mergeCues, type CueKind } from './chat-cues.js';
import { europeCues } from './chat-cues-europe.js';
import { asiaCues } from './chat-cues-asia.js';
import { minorAllowPhrases } from './lexicon-minors.js';
import { illegalWords } from './lexicon-crime.js';
import { plainView, textViews } from './normalize.js';
import { compileFast, compileGated, hasOtherScript, inside, stem, word, type Matcher } from './rules.js';

const cues = mergeCues(...europeCues, ...asiaCues);
const re = Object.fromEntries(
  (Object.keys(cues) as CueKind[]).filter((k) => k !== 'bareAge').map((k) => [k, compileGated(cues[k])]),
) as Record<Exclude<CueKind, 'bareAge'>, Matcher>;
const bareAge = cues.bareAge.map((s) => new RegExp(s, 'gu'));
const illegal = compileGated(illegalWords);
/** The speaker or the one spoken to: a stated age of "I" or "you" is the present of the scene. */
const firstOrSecond = compileFast([
  ...word(
    'you',
    "you're",
    'youre',
    'ur',
    'u',
    'i',
    "i'm",
    'im',
    'your',
    'tienes',
    'tengo',
    'tenés',
    'tendrás',
    'você',
    'vc',
    'tu',
    'eu',
    'tenho',
    'tens',
    "t'as",
    "j'ai",
    'vous',
    'hai',
    'ho',
    'avrai',
    'du',
    'ich',
    'bist',
    'bin',
    'masz',
    'mam',
    'тебе',
    'мне',
    'вам',
    'ты',
    'я',
    'тобі',
    'мені',
    'саған',
    'маған',
    'kamu',
    'kau',
    'aku',
    'saya',
    'awak',
    'engkau',
  ),
  ...inside(
    'yaşındayım',
    'yaşındasın',
    'жастамын',
    'жастасың',
    'жаспын',
    'жассың',
    'عمري',
    'عمرك',
    'عندي',
    'عندك',
    'أنا',
    'انا',
    'أنت',
    'انت',
  ),
]);

/**
 * "You" (or "I") cast as someone's child or grandchild in the same clause: "you are my 14 year old
 * daughter", "ты моя 14-летняя дочь", "eres mi hija de 14 años", "你是我14岁的女儿".
 */
const castAsFamily = new RegExp(
  '(?:' +
    [
      "(?<![\\p{L}])(?:you are|you're|youre|ur|u r|be|become|play|playing|act as|pretend to be|pretend you'?re|you'll be|you will be|i am|i'm) (?:my|our|his|her|your)",
      '(?<![\\p{L}])(?:eres|serás|sé|seas|sea|soy) (?:mi|nuestra|nuestro|su|tu)',
      '(?<![\\p{L}])(?:você é|vc é|tu és|seja|sê|será|sou) (?:minha|meu|nossa|nosso|sua|seu|tua|teu)',
      "(?<![\\p{L}])(?:tu es|t'es|sois|seras|je suis) (?:ma|mon|notre|sa|son|ta|ton)",
      '(?<![\\p{L}])(?:sei|sarai|sono) (?:la mia|il mio|mia|mio|la sua|sua|la tua|tua)',
      '(?<![\\p{L}])(?:du bist|sei|wärst du|du wärst|ich bin) (?:meine?|unsere?|seine?|ihre?|deine?)',
      '(?<![\\p{L}])(?:ты|будь|будешь|я) (?:моя|мой|моей|наша|его|её|ее|твоя)',
      '(?<![\\p{L}])(?:ти|будь|будеш|я) (?:моя|мій|моєю|наша|його|її|твоя)',
      '(?<![\\p{L}])(?:jesteś|bądź|będziesz|jestem) (?:moją|moim|moja|naszą|jego|jej|twoją)',
      '你是我|你当我|你扮演我|你是他|我是你|妳是我',
      '君は僕の|君は私の|お前は俺の|あなたは私の',
      '넌 내|너는 내|당신은 내',
    ].join('|') +
    ')(?:(?!\\s(?:and|but|y|e|et|und|и|а|i|ale|ma|mais|pero|aber)\\s)[^,;.!?，。]){0,30}?' +
    '(?:daughter|son|niece|nephew|grand(?:daughter|son|child)|stepdaughter|stepson|kid|child|baby girl|little sister|little girl|baby sister|' +
    'little brother|baby brother|student|pupil|godchild|toddler|baby|twin|alumna|alumno|aluna|aluno|élève|allieva|alunna|schülerin|ученица|учениц|uczennic|学生|生徒|학생|' +
    'hija|hijo|sobrina|nieta|hijastra|filha|filho|sobrinha|neta|enteada|fille|fils|nièce|petite-fille|belle-fille|figlia|figlio|nipote|figliastra|' +
    'tochter|sohn|nichte|enkelin|stieftochter|доч|сын|племянниц|внучк|падчериц|донь|племінниц|онучк|córk|syn|siostrzenic|bratanic|wnuczk|pasierbic|' +
    '女儿|女兒|儿子|兒子|侄女|外甥女|孙女|孫女|继女|繼女|娘|息子|姪|孫|딸|아들|조카|손녀|의붓딸)(?!\\u0027s)',
  'u',
);

/** "when" right before a stated age ("saat aku 14 tahun", "cuando tenía 14"): the age is a memory. */
const whenBefore =
  /(?:^|[\s,])(?:when|saat|waktu|ketika|semasa|cuando|quand|quando|als|когда|коли|kiedy|gdy|khi|hồi|lúc|عندما|لما|حين|जब|যখন)\s*$/u;

/** The speaker's own age: only a memory of one's own is taken out of the scene by "when". */
const firstPerson = /(?:^|\s)(?:i|i'm|im|aku|saya|tôi|mình|ich|je|j'ai|я|мне|мені|ja|mam|yo|tengo|eu|tenho|ho|ben|men|мен|маған)(?=\s|$)/u;

/** The cues on the minor's side, and illegal content. */
const minorCues = [
  ...cues.minor,
  ...cues.maybeMinor,
  ...cues.grade,
  ...cues.sexualObject,
  ...illegalWords,
  '\\p{Nd}',
  ...word(...Object.keys(ageWords)),
];
/**
 * Any cue at all: a text without one can be neither refused nor changed by its context. It holds
 * every minor cue, so a text without any cue has none of those either (the streamed check reads
 * a clean piece once).
 */
const anyCue = compileGated([...cues.sexual, ...cues.romantic, ...minorCues]);

export type Action = 'allow' | 'refuse' | 'uncertain';

export interface ChatVerdict {
  action: Action;
  /** What the offline layer does alone with an uncertain case. */
  lean: 'allow' | 'refuse';
  category: 'minor' | 'illegal' | null;
  /** Short code of the rule that decided, for logs and the review queue. */
  rule: string;
}

export const allowed: ChatVerdict = { action: 'allow', lean: 'allow', category: null, rule: 'clear' };

export interface SentenceSignals {
  sexual: boolean;
  romantic: boolean;
  /** strong: an age under 18, a grade, a minor's role; weak: a word often but not always a minor. */
  minor: 'strong' | 'weak' | null;
  /** The minor is "I" or "you" by a stated age ("I'm 14", "you are 15"). */
  statedAge: boolean;
  adult: boolean;
  past: boolean;
  bystander: boolean;
  roleplay: boolean;
  sexualObject: boolean;
  illegal: boolean;
  /** A weak minor word and sexual words in the same clause ("act like a kid while we…", not "the kids are out, come to bed"). */
  weakWithSexual: boolean;
}

/** The conversation's state: a minor who takes part, and whether it has been sexual. */
export interface Scene {
  minor: boolean;
  sexual: boolean;
}

const newScene = (): Scene => ({ minor: false, sexual: false });

/** The marks that end a sentence at once; a full stop ends one only as `sentenceEnd` and `lastSentenceEnd` say. */
const endMarkChars = '!?。！？…؟।။\n;；';

/**
 * A full stop after a digit ("8. Klasse", "14.") does not end the sentence, nor one with a letter
 * right after it (the dots of "l.o.l.i", "t.e.e.n"): merging is the safe side.
 */
const sentenceEnd = new RegExp(`(?:(?<=(?<!\\d)\\.)(?![\\p{L}\\p{N}])|(?<=[${endMarkChars}]))\\s*`, 'u');

export function sentences(text: string): string[] {
  return text.split(sentenceEnd).filter((s) => s.trim() !== '');
}

const endMarks = new Set([...endMarkChars].map((c) => c.charCodeAt(0)));
const FULL_STOP = 0x2e;
const isAsciiDigit = (c: number) => c >= 0x30 && c <= 0x39;
const wordChar = /[\p{L}\p{N}]/uy;
const isWordChar = (text: string, i: number) => {
  const c = text.charCodeAt(i);
  if (c < 0x80) return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
  wordChar.lastIndex = i;
  return wordChar.test(text);
};

/**
 * The end of the last sentence of a streamed text known to have ended by `sentences`' rule (the
 * index after its mark), considering marks at `from` or later; -1 when none. A full stop ends one
 * only once the character after it has come: "8" + ". Klasse" and "t." + "e.e.n" are one sentence.
 */
export function lastSentenceEnd(text: string, from = 0): number {
  for (let i = text.length - 1; i >= from; i--) {
    const c = text.charCodeAt(i);
    if (c === FULL_STOP) {
      const before = i > 0 ? text.charCodeAt(i - 1) : 0;
      if (i + 1 < text.length && !isWordChar(text, i + 1) && !isAsciiDigit(before)) return i + 1;
    } else if (endMarks.has(c)) return i + 1;
  }
  return -1;
}

/** The text ends with a full stop not after a digit: its sentence ends there unless a letter or digit comes next (`continuesWord`). */
export const endsWithStop = (text: string) =>
  text.charCodeAt(text.length - 1) === FULL_STOP && !isAsciiDigit(text.charCodeAt(text.length - 2));
/** The text begins with a letter or digit: a full stop just before it ended no sentence ("t." + "e.e.n", "8." + "5"). */
export const continuesWord = (text: string) => text !== '' && isWordChar(text, 0);

/** Text that may hide a word (digits or symbols in words, spaced or stretched letters, mixed scripts): only then are the decoded views worth making. */
const disguised =
  /[0-9@$!|+](?=\p{L})|(?<=\p{L})[0-9@$!|+]|(?<!\p{L})\p{L}[\s._*·-]+\p{L}(?!\p{L})|(\p{L})\1\1|(?<=\p{L})[._*·-](?=\p{L})|\p{Script=Latin}[\p{Script=Cyrillic}\p{Script=Greek}]|[\p{Script=Cyrillic}\p{Script=Greek}]\p{Script=Latin}/u;

function viewsOf(text: string): { plain: string; spaced?: string; all: string[] } {
  const plain = plainView(text);
  return disguised.test(plain) ? textViews(text) : { plain, all: [plain] };
}

/** Digits, an age word or a unit of age: without one, no age can be read and the age patterns are skipped. */
const ageHint = compileFast([
  '\\p{Nd}',
  ...inside(
    'year',
    'yrs',
    'y/o',
    'años',
    'anos',
    'ans',
    'anni',
    'jahr',
    'jähr',
    'лет',
    'год',
    'рок',
    'рік',
    'річ',
    'летн',
    'yaş',
    'tahun',
    'tuổi',
    'साल',
    'वर्ष',
    'வயது',
    'வயசு',
    'سن',
    'عام',
    'عشر',
    '岁',
    '歲',
    '歳',
    '才',
    '세',
    '살',
    'жас',
    'lat',
    'বছর',
    'বয়স',
    'နှစ်',
    '十',
  ),
  ...word('yo', ...Object.keys(ageWords)),
]);
const mayHoldAge = (plain: string) => ageHint.test(plain);

const blankAllowed = (v: string) => minorAllowPhrases.reduce((s, r) => s.replace(r, ' '), v);

function any(views: string[], m: Matcher, other: boolean): boolean {
  for (const v of views) if (m.test(v, other)) return true;
  return false;
}

const clauseBreak = /\s*(?:[,;:—–、，；：]|\s-\s)\s*/u;
const clauses = (sentence: string) => sentence.split(clauseBreak);

/**
 * What one sentence says. Without a minor in it or in the scene (`sceneMinor`) only sexual intent
 * and illegal content can matter, so the other lists are not read.
 */
export function readSentenceNow(sentence: string, sceneMinor: boolean): SentenceSignals {
  const { plain, spaced, all } = viewsOf(sentence);
  const other = hasOtherScript(plain);
  const minorViews = all.map(blankAllowed);
  // Ages are read in every view: a disguised number word ("fourt33n", "f o u r t e e n") is one
  // too. Digits count only in the plain view: a decoded one half-reads "19-year-old" as "i9-…".
  const ageViews = [plain, ...all.slice(1).map((v) => (v === spaced ? v : v.replace(/\d/g, '#')))].filter(mayHoldAge);
  const ages: number[] = [];
  let under18 = false;
  for (const v of ageViews) {
    const read = readAges(v);
    ages.push(...read.ages);
    under18 ||= read.under18;
  }
  let stated = false;
  let remembered = false;
  for (const v of ageViews) {
    for (const r of bareAge) {
      for (const m of v.matchAll(r)) {
        if (aThings(v, m)) continue;
        const raw = m[1]!;
        const n = /^\d+$/.test(raw) ? Number(raw) : ageWords[raw];
        if (n === undefined || n < 5) continue;
        ages.push(n);
        // "I am 14" is the scene's present; "I was 14", "when I (was) 14" is a memory.
        // "imagine you're 16 again" is a memory too.
        const again = /^\s*again\b/.test(v.slice(m.index! + m[0].length));
        if (
          again ||
          /\b(?:was|were)\b/.test(m[0]) ||
          (firstPerson.test(m[0]) && whenBefore.test(v.slice(Math.max(0, m.index! - 12), m.index)))
        )
          remembered = true;
        else if (n < 18 && firstOrSecond.test(m[0])) stated = true;
      }
    }
  }
  const minorAge = ages.some((a) => a >= 1 && a < 18) || under18;
  // "you are my 14-year-old daughter": her, cast as a family member with a minor's age, is no bystander.
  if (minorAge && castAsFamily.test(plain)) stated = true;
  const adultAge = ages.some((a) => a >= 18 && a < 100);
  const strong = minorAge || any(minorViews, re.minor, other) || any(minorViews, re.grade, other);
  const weak = !strong && any(minorViews, re.maybeMinor, other);
  const sexual = any(all, re.sexual, other);
  const illegalHit = any(all, illegal, other);
  const full = strong || weak || sceneMinor;
  const roleplay = (full || illegalHit) && re.roleplay.test(plain, other);
  return {
    sexual,
    romantic: full && any(all, re.romantic, other),
    minor: strong ? 'strong' : weak ? 'weak' : null,
    statedAge: stated,
    adult: adultAge || (full && re.adult.test(plain, other)),
    past: remembered || (full && re.past.test(plain, other)),
    bystander: full && re.bystander.test(plain, other),
    roleplay,
    sexualObject: full && any(all, re.sexualObject, other),
    illegal: illegalHit,
    weakWithSexual: weak && sexual && clauses(plain).some((c) => any([c], re.maybeMinor, other) && any([c], re.sexual, other)),
  };
}

// Read once per sentence and scene state: the signals are never changed by those who read them.
// A sentence still being streamed is read with readSentenceNow: it is never seen again.
const readInScene = memoByText((sentence) => readSentenceNow(sentence, true));
const readOutOfScene = memoByText((sentence) => readSentenceNow(sentence, false));
export const readSentence = (sentence: string, sceneMinor = true): Readonly<SentenceSignals> =>
  sceneMinor ? readInScene(sentence) : readOutOfScene(sentence);

const refuse = (rule: string, category: 'minor' | 'illegal' = 'minor'): ChatVerdict => ({
  action: 'refuse',
  lean: 'refuse',
  category,
  rule,
});
const unsure = (rule: string, lean: 'allow' | 'refuse'): ChatVerdict => ({ action: 'uncertain', lean, category: 'minor', rule });

/** Judges one sentence against the scene, then moves the scene on. */
export function judgeSentence(s: SentenceSignals, scene: Scene): ChatVerdict {
  const intent = s.sexual || s.romantic;
  // A stated "I am 14" / "you are 15" is the present, whatever else the sentence says.
  const neutral = !s.statedAge && (s.past || s.bystander);
  const taking = s.minor === 'strong' && !neutral;
  let verdict = allowed;
  if (s.sexualObject) verdict = refuse('sexual act with a minor');
  else if (s.illegal && (s.sexual || s.roleplay)) verdict = refuse('illegal sexual content', 'illegal');
  else if (taking && intent) verdict = refuse('minor with sexual intent');
  else if (taking && s.roleplay) verdict = refuse('minor in role-play');
  else if (taking && scene.sexual) verdict = refuse('minor in a sexual conversation');
  else if (intent && scene.minor && !(s.adult && !s.minor)) verdict = refuse('sexual intent after a minor was named');
  else if (s.minor === 'strong' && neutral && s.sexual) verdict = unsure('sexual and a minor in the past or a bystander', 'refuse');
  else if (s.minor === 'strong' && neutral && s.romantic) verdict = unsure('romance and a minor in the past or a bystander', 'allow');
  else if (s.minor === 'weak' && s.sexual && !s.bystander && !s.past && !s.adult)
    verdict = unsure('sexual and a word that may be a minor', s.weakWithSexual ? 'refuse' : 'allow');
  // The scene remembers a minor who takes part, until an adult age is stated again in role-play.
  if (taking) scene.minor = true;
  else if (scene.minor && s.adult && !s.minor && s.roleplay) scene.minor = false;
  if (s.sexual) scene.sexual = true;
  return verdict;
}

function worse(a: ChatVerdict, b: ChatVerdict): ChatVerdict {
  const rank = (v: ChatVerdict) => (v.action === 'refuse' ? 3 : v.action === 'uncertain' ? (v.lean === 'refuse' ? 2 : 1) : 0);
  return rank(b) > rank(a) ? b : a;
}

/** The scene after the conversation so far (oldest first), reading only texts that carry a cue. */
export function sceneOf(context: readonly string[]): Scene {
  const scene = newScene();
  for (const text of context) {
    if (!hasCue(text)) continue;
    for (const s of sentences(text)) judgeSentence(readSentence(s, scene.minor), scene);
  }
  return scene;
}

/**
 * One text in its conversation: `context` holds the earlier turns, oldest first (the user's and
 * the character's). Returns the worst verdict of its sentences.
 */
export function classifyChat(text: string, context: readonly string[] = [], scene: Scene = sceneOf(context)): ChatVerdict {
  if (!hasCue(text)) return allowed;
  if (!scene.minor && splitAge(text, context)) scene.minor = true;
  let verdict = allowed;
  for (const s of sentences(text)) verdict = worse(verdict, judgeSentence(readSentence(s, scene.minor), scene));
  return verdict;
}

/** A text that opens with a number or an age word ("14.", "only 13, and…"). */
const opensWithAge = new RegExp(
  `^(?:only |just |like |about |around )?(?:\\d{1,2}(?!\\d)|(?:${Object.keys(ageWords).join('|')})(?!\\p{L}))`,
  'u',
);

/**
 * An age split from its lead across messages ("You are" | "14. Take off…"): the end of one of the
 * last two turns read with the start of this text states that "I" or "you" is a minor.
 */
export function splitAge(text: string, context: readonly string[]): boolean {
  const start = plainView(text).slice(0, 60);
  if (!context.length || !opensWithAge.test(start)) return false;
  return context.slice(-2).some((turn) => {
    const lead = plainView(turn)
      .replace(/[\s.…?!:,;-]+$/u, '')
      .slice(-40);
    const s = readSentenceNow(`${lead} ${start}`, false);
    return s.minor === 'strong' && s.statedAge;
  });
}

/** Does the text carry any cue? Cheap: the context only matters for texts that do. */
export const hasCue = memoByText((text: string) => viewsOf(text).all.some((v) => anyCue.test(v, hasOtherScript(v))));
/** A cue on the minor's side (or illegal content): what a streamed reply is held for when no minor is in the scene. */
const minorCue = compileGated(minorCues);
/** A streamed text's plain view, made once for both cue tests below (a reply asks them of every piece). */
export interface PlainText {
  plain: string;
  otherScript: boolean;
}
export const plainText = (text: string): PlainText => {
  const plain = plainView(text);
  return { plain, otherScript: hasOtherScript(plain) };
};

export const hasMinorCueFast = (t: PlainText) => minorCue.test(t.plain, t.otherScript);

/** The plain view only: for a model's streamed reply, which does not disguise its words. */
export const hasCueFast = (t: PlainText) => anyCue.test(t.plain, t.otherScript);

/** The offline layer alone: an uncertain case goes the way it leans. */
export const offlineRefuses = (v: ChatVerdict) => v.action === 'refuse' || (v.action === 'uncertain' && v.lean === 'refuse');

/**
 * A text the chat prompt carries into every turn (a remembered fact, a line of the story so far,
 * the user's onboarding answers or nick), judged as if the conversation were already sexual: such
 * a text stands beside every later sexual message, so one that makes a minor take part in the
 * present is the set-up even without a sexual word of its own. A minor in the past, the user's
 * own children or a job with children are not in the scene and pass.
 */
export function refusedInPrompt(text: string): boolean {
  if (!hasCue(text)) return false;
  if (offlineRefuses(classifyChat(text))) return true;
  if (!offlineRefuses(classifyChat(text, [], { minor: false, sexual: true }))) return false;
  // A remembered line names the user's family without "my" ("Daughter Emma is in 8th grade",
  // "Дочери 14 лет"): a bystander, unless someone is made a minor by a stated age or a role-play.
  return !sentences(text).every((s) => {
    const r = readSentence(s, false);
    return r.minor !== 'strong' || (!r.statedAge && !r.roleplay && family.test(plainView(s), hasOtherScript(s)));
  });
}

/** The user's children and their children, in the catalogue languages (not "girl", "姑娘"). */
const family = compileGated([
  ...word(
    'daughters?',
    'sons?',
    'kids?',
    'children',
    'child',
    'nieces?',
    'nephews?',
    'grand(?:children|kids?|sons?|daughters?)',
    'hij[oa]s?',
    'sobrin[oa]s?',
    'niet[oa]s?',
    'filh[oa]s?',
    'sobrinh[oa]s?',
    'fille',
    'fils',
    'enfants?',
    'nièces?',
    'neveux?',
    'petite-fille',
    'figli[oa]?',
    'figlie',
    'nipot[ei]',
    'tochter',
    'töchter',
    'sohn',
    'söhne',
    'kinder',
    'kind',
    'nichte',
    'neffe',
    'enkel\\p{L}*',
    'cór(?:ka|ki|ce|kę|ką)',
    'syn(?:a|owi)?',
    'dzieci',
    'dziecko',
    'oğl\\p{L}*',
    'kızım',
    'çocu\\p{L}*',
    'anak',
    'putri',
    'putra',
    'keponakan',
    'cucu',
    'con gái',
    'con trai',
    'cháu',
  ),
  ...stem('доч', 'сын', 'дети', 'детей', 'ребён', 'ребен', 'племянн', 'внук', 'внучк', 'доньк', 'діт', 'дитин', 'племінн', 'онук'),
  ...inside(
    '女儿',
    '女兒',
    '儿子',
    '兒子',
    '孩子',
    '侄女',
    '外甥',
    '娘は',
    '娘が',
    '息子',
    '子供',
    '子ども',
    '딸',
    '아들',
    '조카',
    'बेटी',
    'बेटा',
    'बच्चे',
    'மகள்',
    'மகன்',
    'ابنت',
    'ابني',
    'أطفال',
    'သမီး',
  ),
]);
