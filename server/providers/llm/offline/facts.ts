import type { FactKey, LanguagePack } from './types.js';

export interface Fact {
  key: FactKey;
  value: string;
}

/** Words that follow "I'm" without being a name ("I'm Fine"). */
const NOT_NAMES = new Set(
  'good fine okay ok tired sorry here back home not so just very really happy sad bored busy sure glad ready alone lonely new sick free done going a an the'.split(
    ' ',
  ),
);
/** Objects of "I love …" that are about her, not facts about the user. */
const NOT_LIKES = /^(you|u|ya|it|that|this|them|him|her|te|тебя|тебе|你|너|あなた|君|dich|toi|você|vc|kamu|anda)(?![\p{L}])/iu;

/**
 * Question words of each language of the packs: never a name, a place or a job ("मेरा नाम क्या
 * है?", "what is my name?", was read as the name "क्या", "what"). Whole words, of the language whose
 * pattern read the value: "Kim" is a name to English, "kim" asks "who" in Turkish (left out there).
 */
const QUESTION_WORDS: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries({
    en: 'what whats who whom whose which where when why how',
    de: 'was wer wen wem wessen welche welcher welches welchen welchem wo woher wohin wann warum wieso weshalb wie',
    es: 'qué que quién quien quiénes quienes cuál cual cuáles cuales dónde donde adónde adonde cuándo cuando cómo como cuánto cuanto cuánta cuanta',
    pt: 'que quê quem qual quais onde aonde quando como quanto quanta porque',
    fr: 'quoi que qui quel quelle quels quelles où quand comment pourquoi combien lequel laquelle',
    it: 'che cosa chi quale quali dove quando come perché perche quanto quanta',
    ru: 'что чё шо кто какой какая какое какие где куда откуда когда почему зачем как чей чья сколько',
    uk: 'що хто який яка яке які де куди звідки коли чому навіщо як чий чия скільки',
    pl: 'co kto jak jaki jaka jakie gdzie skąd skad dokąd dokad kiedy dlaczego czemu czyj czyja ile który która które',
    kk: 'не кім қандай қай қайда қашан неге неліктен қалай қанша неше',
    tr: 'ne neydi nedir nerede nereden nereye nere neden niye niçin nasıl kaç hangi',
    id: 'apa apakah siapa dimana kapan mengapa kenapa bagaimana berapa',
    ms: 'apa apakah siapa kenapa mengapa bagaimana berapa',
    vi: 'gì nào đâu mấy',
    // Also as spoken: ايه، شو، وش، شنو.
    ar: 'ما ماذا من مَن أين اين متى لماذا ليش كيف كم أي اي هل ايه إيه شو وش شنو',
    hi: 'क्या कौन कौनसा कौनसी कहाँ कहां कब क्यों कैसे कैसा कैसी कितना कितनी कितने किसका किसकी किसके किस',
    bn: 'কী কি কে কোথায় কখন কেন কেমন কত কোন কার',
    ta: 'என்ன யார் எங்கே எங்கு எப்போது ஏன் எப்படி எத்தனை எந்த எது',
  }).map(([code, words]) => [code, new Set(words.split(' '))]),
);
const ANY_QUESTION_WORD = new Set(Object.values(QUESTION_WORDS).flatMap((set) => [...set]));
/** Scripts without spaces (zh, ja, ko, my): a value that opens with a question word ("什么名字", "何ですか", "뭐야", "ဘာလဲ"). */
const QUESTION_STARTS =
  /^(?:什么|什麼|啥|谁|誰|哪|怎么|怎麼|为什么|為什麼|多少|几|幾|何|なに|なん|だれ|どこ|どれ|どの|どんな|どう|なぜ|いつ(?:です|だ|か|$)|뭐|뭔|무엇|무슨|누구|어디|언제|왜|어떻게|어느|몇|ဘာ|ဘယ်)/u;

/**
 * Whether a read value is a question word instead ("what", "क्या", "什么…"): a question tells no
 * fact. `lang`: the pack whose pattern read it; without it, any language's question words.
 */
export function isQuestionWord(value: string, lang?: string): boolean {
  const v = value.trim();
  const first = v.split(/\s+/u)[0]!.toLowerCase();
  const words = lang === undefined ? ANY_QUESTION_WORD : QUESTION_WORDS[lang];
  return !!words?.has(first) || QUESTION_STARTS.test(v);
}

/**
 * The message without its questions: a sentence ending with a question mark states nothing ("मेरा
 * नाम क्या है?"), but what comes before its last comma may ("I'm Anna, and you?"). Each question
 * becomes a line break and a full stop, which ends a fact's value in every script.
 */
export function statementsOf(text: string): string {
  return text.replace(/[^.!?。！？؟।\n]*[?？؟]+/gu, (question) => {
    const cut = Math.max(...[',', '，', '、', '،', '၊'].map((c) => question.lastIndexOf(c)));
    return `${cut > 0 ? question.slice(0, cut) : ''}\n.`;
  });
}

/** Facts the user states about themself in one message, in any known language. */
export function extractFacts(message: string, packs: readonly LanguagePack[]): Fact[] {
  // "What am I doing this weekend?" asks for a fact: it tells none ("ماذا سأفعل…؟" read as a plan).
  if (packs.some((p) => Object.values(p.askAbout ?? {}).some((re) => re.test(message)))) return [];
  const text = statementsOf(message);
  const found: Fact[] = [];
  const has = (key: FactKey, value?: string) =>
    found.some((f) => f.key === key && (value === undefined || f.value.toLowerCase() === value.toLowerCase()));
  for (const pack of packs) {
    for (const [key, patterns] of Object.entries(pack.facts ?? {}) as Array<[FactKey, readonly RegExp[]]>) {
      const many = key === 'like' || key === 'plan'; // "I love jazz. I love sushi" is two likes
      for (const re of patterns) {
        if (!many && has(key)) break;
        for (const m of text.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`))) {
          if (midWord(text, m.index)) continue;
          const value = m[1] ? clean(m[1], key, pack.code) : '';
          if (value && !has(key, value)) found.push({ key, value });
          if (!many && has(key)) break;
        }
      }
    }
  }
  return found;
}

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Myanmar}]/u;

/** "me llamo" must not read as "amo …": in spaced scripts a phrase starts at a word start. */
function midWord(text: string, index: number): boolean {
  const prev = text[index - 1];
  const first = text[index];
  return !!prev && !!first && /\p{L}/u.test(prev) && /\p{L}/u.test(first) && !UNSPACED.test(first);
}

function clean(raw: string, key: FactKey, lang: string): string {
  let v = arabicPlain(raw)
    .trim()
    .replace(/[\s,.;:!?。！？،…]+$/u, '');
  v = v.replace(/\s+(too|as well|a lot|so much|very much)$/i, '');
  if (v.length > 40) v = v.slice(0, 40).replace(/\s+\S*$/u, '');
  if ((key === 'name' || key === 'place' || key === 'job') && isQuestionWord(v, lang)) return '';
  if (key === 'name') {
    if (NOT_NAMES.has(v.toLowerCase()) || /\d/.test(v) || v.length > 24) return '';
    return v.charAt(0).toUpperCase() + v.slice(1);
  }
  if (key === 'age') {
    const n = Number(v);
    return Number.isInteger(n) && n >= 18 && n <= 99 ? String(n) : '';
  }
  if (key === 'like' && NOT_LIKES.test(v)) return '';
  return v.length >= 2 ? v : '';
}

/** Arabic without vowel marks, the accusative "-an" ending ("مهندسًا") dropped: the word as she says it back. */
function arabicPlain(text: string): string {
  return text.replace(/(?:\u064B\u0627|\u0627\u064B)(?=\s|$)/gu, '').replace(/[\u064B-\u0652\u0670]/gu, '');
}

/** "visit my mom" → "visit your mom": English recall lines speak the fact back to the user. */
export function flipPronounsEn(text: string): string {
  const map: Record<string, string> = {
    i: 'you',
    me: 'you',
    my: 'your',
    mine: 'yours',
    myself: 'yourself',
    am: 'are',
    "i'm": "you're",
    "i'll": "you'll",
  };
  return text.replace(/\b(i'm|i'll|myself|mine|my|me|am|i)\b/gi, (w) => map[w.toLowerCase()] ?? w);
}
