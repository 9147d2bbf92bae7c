/**
 * Ages written in a text, in digits or words, in every supported language. Number words are first
 * turned into digits (never the units of a larger number: "twenty-five", "vingt-cinq", "dua puluh
 * lima"), then each language's "N years old" shapes are read. Where the same words also say "for
 * N years" (es, pt, fr, it, ru, uk, id, ar) the duration phrasings are excluded.
 */

/** English teens as they get misspelt ("forteen", "fourten", "4teen"): ages all the same. */
export const misspeltTeens: Record<string, number> = {
  thirten: 13,
  thriteen: 13,
  therteen: 13,
  thirtheen: 13,
  '3teen': 13,
  fourten: 14,
  forteen: 14,
  fouteen: 14,
  fourtheen: 14,
  fourtean: 14,
  fortheen: 14,
  '4teen': 14,
  fiveteen: 15,
  fiften: 15,
  fifthteen: 15,
  fifeteen: 15,
  '5teen': 15,
  sixten: 16,
  sixtheen: 16,
  sixtean: 16,
  '6teen': 16,
  seventen: 17,
  sevnteen: 17,
  seventheen: 17,
  '7teen': 17,
};

/**
 * Words between "she is" / "you are" and a number that leave it her age: "like 14", "only just 15".
 * Ends with a space; up to three of them.
 */
export const AGE_HEDGE =
  '(?:(?:only|just|barely|now|still|almost|like|about|around|maybe|roughly|nearly|approximately|basically|literally|practically|technically|really|actually|probably|supposedly|kinda|kind of|sort of|not even|under|younger than|less than|not yet|already|lik|liek)\\s+){0,3}';

/**
 * Units and phrases that make a bare number something other than an age: "14 minutes", "9 inches",
 * "10 out of 10", "2 drinks in", "5'7", "14:00". Whatever else follows leaves it an age ("14 (really)",
 * "14 😉", "14 take off…"): the rules read an age unless the sentence says it is not one.
 */
const notAgeUnits = [
  'minutes?',
  'mins?',
  'hours?',
  'hrs?',
  'hr',
  'h',
  'seconds?',
  'secs?',
  'sec',
  's',
  'days?',
  'nights?',
  'weeks?',
  'wks?',
  'months?',
  'mos?',
  'times',
  'x',
  'km',
  'kms',
  'kilomet(?:er|re)s?',
  'miles?',
  'mi',
  'meters?',
  'metres?',
  'm',
  'cm',
  'mm',
  'inch(?:es)?',
  'feet',
  'foot',
  'ft',
  'yards?',
  'yds?',
  'kgs?',
  'kilos?',
  'lbs?',
  'pounds?',
  'stones?',
  'grams?',
  'g',
  'oz',
  'lit(?:er|re)s?',
  'l',
  'percent',
  'pct',
  'dollars?',
  'bucks',
  'euros?',
  'cents?',
  'quid',
  'grand',
  'k',
  'points?',
  'pts',
  'stars?',
  'floors?',
  'stor(?:ey|ie)s?',
  'blocks?',
  'steps?',
  'stops?',
  'exits?',
  'people',
  'persons?',
  'guys',
  'men',
  'women',
  'girls',
  'boys',
  'friends',
  'kids',
  'children',
  'sons',
  'daughters',
  'drinks?',
  'beers?',
  'shots?',
  'glasses',
  'cups',
  'pints?',
  'bottles?',
  'rounds?',
  'cigarettes?',
  'pills?',
  "o'?clock",
  'am',
  'pm',
  'a\\.m',
  'p\\.m',
  'sharp',
  'calls?',
  'messages?',
  'texts?',
  'emails?',
  'likes?',
  'followers?',
  'views?',
  'games?',
  // What one plays N of: "play 13 rounds of strip poker" is no age taken on.
  'holes?',
  'hands?',
  'cards?',
  'turns?',
  'questions?',
  'songs?',
  'levels?',
  'positions?',
  'roles?',
  'characters?',
  'scenes?',
  'moves?',
  'matches',
  'wins?',
  'goals?',
  'laps?',
  'reps?',
  'sets?',
  'pages?',
  'chapters?',
  'episodes?',
  'items?',
  'orders?',
  'tickets?',
  'rooms?',
  'seats?',
  'th',
  'st',
  'nd',
  'rd',
  'out of',
  'of (?:\\d|us|them|you|those|these|the)',
  'in a (?:million|thousand|hundred)',
  'in (?:my|his|her|your|our) (?:eyes|book)',
  'to (?:\\d|one)',
  'or \\d{1,2}\\s*(?:minutes?|mins?|hours?|days?|weeks?|months?|times)',
].join('|');

/**
 * After a bare number (digits or a number word), a lookahead: it is an age unless a unit follows
 * (notAgeUnits) or more of a number (digits, "14:00", "10/10", "5'7", "14.5", "+ 3"). "14ish" and
 * "14f" are ages.
 */
export const AGE_END = `(?:\\s*-?\\s*ish|f)?(?![\\p{L}\\p{N}]|[.,:/'’]\\d|\\s*(?:[%$€£'’"″′/+=×*^]|-\\s*\\d|(?:${notAgeUnits})(?![\\p{L}])))`;

interface NumberWords {
  words: Record<string, number>;
  /** What may not stand right before the word (the tens of a compound number). */
  notAfter?: string;
  /** What may not follow it (a multiplier: "quatre-vingts", "dua puluh"). */
  notBefore?: string;
}

const numberWords: NumberWords[] = [
  {
    words: {
      one: 1,
      two: 2,
      three: 3,
      four: 4,
      five: 5,
      six: 6,
      seven: 7,
      eight: 8,
      nine: 9,
      ten: 10,
      eleven: 11,
      twelve: 12,
      thirteen: 13,
      fourteen: 14,
      fifteen: 15,
      sixteen: 16,
      seventeen: 17,
      ...misspeltTeens,
    },
    notAfter: '(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[\\s-]*',
  },
  {
    words: {
      dos: 2,
      tres: 3,
      cuatro: 4,
      cinco: 5,
      seis: 6,
      siete: 7,
      ocho: 8,
      nueve: 9,
      diez: 10,
      once: 11,
      doce: 12,
      trece: 13,
      catorce: 14,
      catorse: 14,
      quince: 15,
      dieciséis: 16,
      dieciseis: 16,
      diecisiete: 17,
    },
    notAfter: '(?:veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)\\s+y\\s+',
  },
  {
    words: {
      dois: 2,
      duas: 2,
      três: 3,
      quatro: 4,
      sete: 7,
      oito: 8,
      nove: 9,
      dez: 10,
      onze: 11,
      doze: 12,
      treze: 13,
      catorze: 14,
      quatorze: 14,
      quinze: 15,
      dezesseis: 16,
      dezasseis: 16,
      dezessete: 17,
      dezassete: 17,
    },
    notAfter: '(?:vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa)\\s+e\\s+',
  },
  {
    words: {
      'dix-sept': 17,
      deux: 2,
      trois: 3,
      quatre: 4,
      cinq: 5,
      sept: 7,
      huit: 8,
      neuf: 9,
      dix: 10,
      douze: 12,
      treize: 13,
      quatorze: 14,
      seize: 16,
    },
    notAfter: '(?:vingt|trente|quarante|cinquante|soixante|quatre-vingt)[\\s-]+(?:et[\\s-]+)?',
    notBefore: '[\\s-]*vingt',
  },
  {
    words: {
      due: 2,
      tre: 3,
      quattro: 4,
      cinque: 5,
      sei: 6,
      sette: 7,
      otto: 8,
      nove: 9,
      dieci: 10,
      undici: 11,
      dodici: 12,
      tredici: 13,
      quattordici: 14,
      quindici: 15,
      sedici: 16,
      diciassette: 17,
    },
  },
  {
    words: {
      zwei: 2,
      drei: 3,
      vier: 4,
      fünf: 5,
      sechs: 6,
      sieben: 7,
      acht: 8,
      neun: 9,
      zehn: 10,
      elf: 11,
      zwölf: 12,
      dreizehn: 13,
      vierzehn: 14,
      fünfzehn: 15,
      sechzehn: 16,
      siebzehn: 17,
    },
  },
  {
    words: {
      два: 2,
      две: 2,
      три: 3,
      четыре: 4,
      пять: 5,
      шесть: 6,
      семь: 7,
      восемь: 8,
      девять: 9,
      десять: 10,
      одиннадцать: 11,
      двенадцать: 12,
      тринадцать: 13,
      четырнадцать: 14,
      пятнадцать: 15,
      шестнадцать: 16,
      семнадцать: 17,
      дві: 2,
      чотири: 4,
      "п'ять": 5,
      шість: 6,
      сім: 7,
      вісім: 8,
      "дев'ять": 9,
      одинадцять: 11,
      дванадцять: 12,
      тринадцять: 13,
      чотирнадцять: 14,
      "п'ятнадцять": 15,
      шістнадцять: 16,
      сімнадцять: 17,
    },
    notAfter: "(?:двадцать|тридцать|сорок|пятьдесят|шестьдесят|семьдесят|восемьдесят|девяносто|двадцять|тридцять|п'ятдесят)\\s+",
  },
  {
    words: {
      'on bir': 11,
      'on iki': 12,
      'on üç': 13,
      'on dört': 14,
      'on beş': 15,
      'on altı': 16,
      'on yedi': 17,
      iki: 2,
      üç: 3,
      dört: 4,
      beş: 5,
      altı: 6,
      yedi: 7,
      sekiz: 8,
      dokuz: 9,
      on: 10,
    },
    notAfter: '(?:yirmi|otuz|kırk|elli|altmış|yetmiş|seksen|doksan)\\s+',
  },
  {
    words: {
      'он бір': 11,
      'он екі': 12,
      'он үш': 13,
      'он төрт': 14,
      'он бес': 15,
      'он алты': 16,
      'он жеті': 17,
      он: 10,
    },
    notAfter: '(?:жиырма|отыз|қырық|елу|алпыс|жетпіс|сексен|тоқсан)\\s+',
  },
  {
    words: {
      'dua belas': 12,
      'tiga belas': 13,
      'empat belas': 14,
      'lima belas': 15,
      'enam belas': 16,
      'tujuh belas': 17,
      dua: 2,
      tiga: 3,
      empat: 4,
      lima: 5,
      enam: 6,
      tujuh: 7,
      delapan: 8,
      lapan: 8,
      sembilan: 9,
      sepuluh: 10,
      sebelas: 11,
    },
    notAfter: 'puluh\\s+',
    notBefore: '\\s+puluh',
  },
  {
    words: {
      'mười một': 11,
      'mười hai': 12,
      'mười ba': 13,
      'mười bốn': 14,
      'mười lăm': 15,
      'mười sáu': 16,
      'mười bảy': 17,
      mười: 10,
      hai: 2,
      ba: 3,
      bốn: 4,
      sáu: 6,
      bảy: 7,
      tám: 8,
      chín: 9,
    },
    notAfter: 'mươi\\s+',
    notBefore: '\\s+mươi',
  },
  {
    words: {
      दस: 10,
      ग्यारह: 11,
      बारह: 12,
      तेरह: 13,
      चौदह: 14,
      पंद्रह: 15,
      पन्द्रह: 15,
      सोलह: 16,
      सत्रह: 17,
      பத்து: 10,
      பதினொன்று: 11,
      பன்னிரண்டு: 12,
      பதின்மூன்று: 13,
      பதினான்கு: 14,
      பதினைந்து: 15,
      பதினாறு: 16,
      பதினேழு: 17,
    },
  },
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const L = '[\\p{L}\\p{M}\\p{N}]';

/** Words that follow a number when it is an age, in any of the languages. */
const unit =
  '(?:-?\\s*(?:years?|yrs?|yo\\b|y/o|añitos|anitos|años|anos|ans|anni|jahre|jährig|лет|года?|років|рік|роки|летн|річн|yaş|tahun|tuổi|साल|वर्ष|வயது|வயதான|سنة|سنوات|عاما|عامًا|عام|жас))';
/** English also says "she is fifteen." with no unit. */
const bareEnglishAge = `(?<=(?:she is|she's|i am|i'm|you are|you're|aged?|turned|turning)\\s+${AGE_HEDGE})`;
const bareEnd = AGE_END;

const numberWordPatterns = numberWords.map((n, i) => {
  const keys = Object.keys(n.words).sort((a, b) => b.length - a.length);
  const before = n.notAfter ? `(?<!${n.notAfter})` : '';
  const after = n.notBefore ? `(?!${n.notBefore})` : '';
  const word = `(?<!${L})${before}(${keys.map(escape).join('|')})${after}(?!${L})`;
  // Only a number word that reads as an age becomes digits: "turned on" must stay words.
  const source = i === 0 ? `${word}(?=\\s*${unit})|${bareEnglishAge}${word}${bareEnd}` : `${word}(?=\\s*${unit})`;
  return { words: n.words, re: new RegExp(source, 'gu') };
});

const arabicTeens: [RegExp, string][] = [
  [/(?:ثلاث|ثلاثة) عشر[ةه]?/gu, '13'],
  [/(?:أربع|اربع|أربعة|اربعة) عشر[ةه]?/gu, '14'],
  [/(?:خمس|خمسة) عشر[ةه]?/gu, '15'],
  [/(?:ست|ستة) عشر[ةه]?/gu, '16'],
  [/(?:سبع|سبعة) عشر[ةه]?/gu, '17'],
];

const cjkDigit: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 兩: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** 十五 → 15, 二十五 → 25, 九 → 9; anything bigger than 99 is not an age here. */
function cjkNumber(s: string): number | null {
  if (!/^[零〇一二两兩三四五六七八九十]+$/u.test(s)) return null;
  const ten = s.indexOf('十');
  if (ten === -1) return s.length === 1 ? cjkDigit[s]! : null;
  const tens = ten === 0 ? 1 : (cjkDigit[s.slice(0, ten)] ?? NaN);
  const ones = ten === s.length - 1 ? 0 : (cjkDigit[s.slice(ten + 1)] ?? NaN);
  const v = tens * 10 + ones;
  return Number.isFinite(v) ? v : null;
}

const burmeseTeens: Record<string, number> = {
  ဆယ်: 10,
  ဆယ့်တစ်: 11,
  ဆယ့်နှစ်: 12,
  ဆယ့်သုံး: 13,
  ဆယ့်လေး: 14,
  ဆယ့်ငါး: 15,
  ဆယ့်ခြောက်: 16,
  ဆယ့်ခုနစ်: 17,
};

const sinoKorean: Record<string, number> = { 일: 1, 이: 2, 삼: 3, 사: 4, 오: 5, 육: 6, 칠: 7, 팔: 8, 구: 9 };
const nativeKorean: Record<string, number> = {
  열일곱: 17,
  열여섯: 16,
  열다섯: 15,
  열네: 14,
  열세: 13,
  열두: 12,
  열한: 11,
  열: 10,
  아홉: 9,
  여덟: 8,
  일곱: 7,
  여섯: 6,
  다섯: 5,
  네: 4,
  세: 3,
  두: 2,
  한: 1,
};

/** The text with number words written as digits, so one set of "N years old" shapes reads them all. */
export function digitsForNumberWords(plain: string): string {
  let s = plain;
  for (const p of numberWordPatterns) s = s.replace(p.re, (m) => String(p.words[m] ?? m));
  for (const [re, n] of arabicTeens) s = s.replace(re, n);
  s = s.replace(
    /(?<![零〇一二两兩三四五六七八九十百千万萬])([零〇一二两兩三四五六七八九十]{1,3})(?=\s*(?:岁|歲|歳|才|周岁|週歲))/gu,
    (m) => {
      const v = cjkNumber(m);
      return v === null ? m : String(v);
    },
  );
  // Burmese 10 to 17 before နှစ် (years): ဆယ့်လေးနှစ် is 14 years.
  s = s.replace(/(ဆယ့်(?:တစ်|နှစ်|သုံး|လေး|ငါး|ခြောက်|ခုနစ်)|ဆယ်)(?=\s*နှစ်)/gu, (m) => String(burmeseTeens[m]));
  s = s.replace(/(?<![가-힣])십([일이삼사오육칠팔구]?)(?=\s*세)/gu, (_m, d: string) => String(10 + (d ? sinoKorean[d]! : 0)));
  s = s.replace(
    /(?<![가-힣]|스물\s?|서른\s?|마흔\s?|쉰\s?)(열일곱|열여섯|열다섯|열네|열세|열두|열한|열|아홉|여덟|일곱|여섯|다섯|네|세|두|한)(?=\s*살)/gu,
    (m) => String(nativeKorean[m]),
  );
  return s;
}

const N = '(?<![\\d.,])(\\d{1,2})(?![\\d]|[.,]\\d)';

// How long a couple has been together, or how long one waited: "we've been married 12 years",
// "мы вместе 12 лет", "esperé 16 años por esto" are durations, not ages.
const togetherRuUk = 'женаты|женат|замужем|вместе|знакомы|встречаемся|живём|живем|разом|одружені|знайомі|зустрічаємося';
const waitedRuUk = 'ждал|ждала|ждали|жду|чекав|чекала|чекали|чекаю';
/** "шесть лет работает", "дванадцять років літає": what someone has done for N years. */
const workedRuUk =
  '(?:работа|живу|живёт|живет|летаю|летает|служ|преподаю|преподаёт|знаем|встречаемся|жду|ждал|працю|живе|літа|викладаю|знаємо|чекаю|зустрічаємося)\\p{L}*';
const togetherRomance = 'llevamos|llevan|llevas|lleváis|llevábamos|casados|casadas|juntos|juntas|mariés|ensemble|sposati|insieme';
const waitedRomance = 'esperé|esperado|esperamos|esperei|attendu|attends|aspettato|aspetto|aspettavo';

/** Shapes that name an age. Each captures the number. */
const agePatterns: RegExp[] = [
  // en
  new RegExp(`${N}\\s*-?\\s*(?:years?|yrs?)\\s*-?\\s*olds?`, 'gu'),
  new RegExp(`${N}\\s*-?\\s*(?:yo|y/o|y\\.o\\.?)(?![\\p{L}])`, 'gu'),
  new RegExp(`${N}\\s*years? of age`, 'gu'),
  new RegExp(`(?<![\\p{L}])(?:age|aged|age:|ages)\\s*:?\\s*${N}`, 'gu'),
  new RegExp(`(?<![\\p{L}])(?:she is|she's|who is|who's|i am|i'm|turned|turning|just turned)\\s+${AGE_HEDGE}${N}${AGE_END}`, 'gu'),
  new RegExp(`${N}\\s*(?:[.,]5|½|¼|¾|and a half)\\s*-?\\s*(?:years?|yrs?)\\s*-?\\s*olds?`, 'gu'),
  new RegExp(`${N}(?:st|nd|rd|th) birthday`, 'gu'),
  new RegExp(`(?:woman|girl|lady|wife|student|blonde|brunette|redhead|beauty) of ${N}(?=\\s*(?:$|[.,;!?)]|and\\b|who\\b|with\\b))`, 'gu'),
  // zh, ja, ko, vi, tr, ta, hi
  new RegExp(`${N}\\s*(?:岁|歲|歳|才|周岁|週歲|세|살|tuổi|yaşında|yaşındaki|yaş|வயது|வயதான|வயதுடைய)`, 'gu'),
  new RegExp(`(?:வயது|उम्र|आयु|tuổi)\\s*:?\\s*${N}`, 'gu'),
  new RegExp(`${N}\\s*(?:साल|वर्ष)\\s*(?:की|का|के)`, 'gu'),
  // de
  new RegExp(`${N}\\s*jahre?\\s*alt`, 'gu'),
  new RegExp(`${N}\\s*-?\\s*jährig`, 'gu'),
  new RegExp(`(?:im alter von|alter:?)\\s*${N}`, 'gu'),
  // ru, uk
  new RegExp(
    `(?<!(?:уже|вже|в течение|на протяжении|протягом|более|больше|понад|через|за|последние|останні|около|почти|${togetherRuUk})\\s+)` +
      `(?<!(?:${waitedRuUk})\\s+(?:\\p{L}+\\s+)?)` +
      `${N}\\s*-?\\s*(?:лет|года?|годиков|років|рік|роки)(?![\\p{L}])(?!\\s+(?:назад|тому|стажа|опыта|досвіду|подряд|в браке|вместе|разом|в шлюбі|${workedRuUk}))`,
    'gu',
  ),
  new RegExp(`${N}\\s*-?\\s*(?:летн|річн)`, 'gu'),
  new RegExp(`(?:возраст|вік)\\p{L}*\\s*:?\\s*${N}`, 'gu'),
  new RegExp(`(?<!\\p{L})(?:ей|мне|їй|мені)\\s+${N}(?=\\s*(?:$|[.,;!?]))`, 'gu'),
  // es, pt, fr, it
  new RegExp(
    `(?<!(?:hace|durante|lleva|llevo|llevaba|por|más de|mas de|tras|cada|desde|há|faz|mais de|após|depuis|pendant|il y a|durant|après|plus de|dans|en|tous les|da|per|dopo|più di|negli ultimi|ogni|para|pour|${togetherRomance})\\s+)` +
      `(?<!(?:${waitedRomance})\\s+(?:\\p{L}+\\s+)?)` +
      `${N}\\s*(?:añitos|anitos|años|anos|ans|anni)(?!\\s*\\d)(?!\\s+(?:de (?:experiencia|experiência|carrera|carreira|matrimonio|casad[ao]s?|novios|namoro)|d'expérience|de carrière|de mariage|plus tard|fa|di esperienza|di carriera|di matrimonio|atrás|trabajando|trabalhando|en la empresa|juntos|juntas|casad[ao]s|ensemble|insieme|sposati))`,
    'gu',
  ),
  // id, ms
  new RegExp(`(?:berusia|berumur|umur|usia|umurnya|usianya)\\s*:?\\s*${N}`, 'gu'),
  new RegExp(
    `(?<!(?:selama|sudah|sejak|setelah|lebih dari|hampir|untuk|menikah|berkahwin|kahwin|bersama|pacaran|bercinta)\\s+)` +
      `(?<!(?:menunggu|tunggu|menanti|nantikan)\\s+(?:\\p{L}+\\s+)?)` +
      `${N}\\s*tahun(?!\\s+(?:lalu|yang lalu|pengalaman|bekerja|menikah|bersama|berkahwin))`,
    'gu',
  ),
  // ar, my
  new RegExp(`(?:عمرها|عمري|عمره|عمرك|سنها|البالغة|البالغ|تبلغ|يبلغ|عمر)\\s*:?\\s*(?:من العمر\\s*)?${N}`, 'gu'),
  new RegExp(
    `(?<!(?:منذ|لمدة|خلال|قبل|بعد|متزوج\\p{L}*|مرتبط\\p{L}*|معا|معًا|انتظرت\\p{L}*|انتظر\\p{L}*|أنتظر\\p{L}*)\\s*)` +
      `${N}\\s*(?:سنة|سنوات|عاما|عامًا|عام|سنه)(?!\\s+(?:من الخبرة|من الزواج|معا|معًا))`,
    'gu',
  ),
  new RegExp(`အသက်\\s*${N}`, 'gu'),
  // pl, kk, bn
  new RegExp(
    `(?<!(?:od|przez|po|za|ponad|około|prawie|już|małżeństwem|razem|ze sobą)\\s+)` +
      `(?<!(?:czekał\\p{L}*|czekam|czekaliśmy)\\s+(?:\\p{L}+\\s+)?)` +
      `${N}\\s*-?\\s*(?:lat|lata|latek|latka|letni\\p{L}*)(?!\\s+(?:temu|pracy|doświadczenia|małżeństwa|razem|ze sobą))`,
    'gu',
  ),
  new RegExp(`${N}\\s*(?:жаста|жастағы|жастамын|жастасың|жаспын|жассың|жасар|жасында)`, 'gu'),
  new RegExp(`(?<!${'বিয়ের'.normalize('NFKC')}\\s*)${N}\\s*বছর(?!\\s*(?:ধরে|আগে|পরে|হলো|হল|${'হয়ে'.normalize('NFKC')}))`, 'gu'),
  new RegExp(`বয়স\\s*${N}`, 'gu'),
];

/** Russian and Ukrainian "fifteen-year-old" written as one word. */
const slavicAgeAdjective =
  /(?<![\p{L}])(?:одно|двух|трёх|трех|четырёх|четырех|пяти|шести|семи|восьми|девяти|десяти|одиннадцати|двенадцати|тринадцати|четырнадцати|пятнадцати|шестнадцати|семнадцати|дво|три|чотири|п'яти|шести|семи|восьми|дев'яти|десяти|одинадцяти|дванадцяти|тринадцяти|чотирнадцяти|п'ятнадцяти|шістнадцяти|сімнадцяти)(?:летн|річн)/u;
const germanAgeAdjective =
  /(?<![\p{L}])(?:zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|dreizehn|vierzehn|fünfzehn|sechzehn|siebzehn)jährig/u;

/** "under 18" and its translations. */
const underEighteen = new RegExp(
  [
    'menor(?:es)? de (?:18|dieciocho)',
    'moins de 18 ans',
    'unter 18',
    'младше 18',
    'меньше 18',
    'менее 18',
    'до 18 лет',
    'молодше 18',
    '18\\s*(?:岁|歲)以下',
    '18\\s*歳未満',
    '18\\s*세\\s*미만',
    'dưới 18 tuổi',
    '18 yaşından küçük',
    '(?:di )?bawah 18',
    'sotto i 18',
    'menos de 18',
    'أقل من 18',
    '18 से कम',
    '18 வயதுக்குட்பட்ட',
  ].join('|'),
  'u',
);

export interface AgeReading {
  ages: number[];
  /** Says outright that she is under 18, without a number of years. */
  under18: boolean;
}

/**
 * Things whose age is said like a person's: "my car is 15 years old", "a 17-year-old whisky",
 * "этому вину 15 лет". An age right after one of them in its clause, or an English "N-year-old"
 * right before one, is the thing's.
 */
const things =
  'cars?|wines?|whiske?y|scotch|cognac|bottles?|house|apartment|flat|building|dog|cat|laptop|phone|tree|company|business|coche|carro|auto|vino|vinho|perro|gato|empresa|voiture|vin|whisky|maison|chien|chat|entreprise|cachorro|macchina|cane|gatto|azienda|wein|haus|hund|katze|firma|машин\\p{L}*|вин\\p{L}*|виск\\p{L}*|дом\\p{L}*|собак\\p{L}*|кошк\\p{L}*|кот\\p{L}*|samochód|wino|pies|kot';
/** "cat girl", "house guest": a person after all. */
const notPerson =
  '(?![\\p{L}])(?!\\s*-?\\s*(?:girls?|boys?|wom[ae]n|maids?|wife|guests?|sitters?|mates?|friends?|chica|fille|mädchen|девочк|девушк))';
/** "chica gato": the girl's. */
const personBefore = '(?<!(?:girls?|chicas?|filles?|mädchen|wom[ae]n|ragazz[ae]|garotas?|meninas?)\\s*-?\\s*)';
/** In the same clause: not across "and", "but" ("my cat is cute and you are 15"). */
const sameClause = '(?:(?!\\s(?:and|but|y|e|et|und|и|а|но|pero|mais|ma|aber|mas|ale|i)\\s)[^,;.!?]){0,16}$';
const thingBefore = new RegExp(`(?<![\\p{L}])${personBefore}(?:${things})${notPerson}${sameClause}`, 'u');
const thingAfter = new RegExp(`^\\s*(?:${things})${notPerson}`, 'u');
export const aThings = (text: string, m: RegExpMatchArray) =>
  thingBefore.test(text.slice(Math.max(0, m.index! - 24), m.index)) || thingAfter.test(text.slice(m.index! + m[0].length));

/** "born in 2013", "born '09": the age that year gives now. */
const bornIn =
  /(?<![\p{L}])(?:born|b\.|birth ?year|year of birth|nacid[ao]|née?|geboren|родил(?:ась|ся)|народил(?:ася|ся))\s*:?\s*(?:in |en |im |в |у |on \S+ |the \S+ )?(?:(\d{4})|'(\d{2}))(?!\d)/gu;
/** "168 months old": an age in months. */
const monthsOld = /(?<![\d.,])(\d{2,3})\s*-?\s*months?\s*-?\s*old/gu;
/** "her age is XIII", "age: XV": Roman numerals after a word for age. */
const romanAge = /(?<![\p{L}])(?:age is|aged|ages|age)\s*:?\s*(?=[xvi])(x?(?:ix|iv|v?i{0,3}))(?![\p{L}])/gu;
const romanValue = (r: string) => {
  const v: Record<string, number> = { i: 1, v: 5, x: 10 };
  let n = 0;
  for (let i = 0; i < r.length; i++) n += v[r[i]!]! < (v[r[i + 1]!] ?? 0) ? -v[r[i]!]! : v[r[i]!]!;
  return n;
};

/** Ages said another way than a number of years: a birth year, months, Roman numerals. */
function otherAges(text: string, ages: number[]) {
  const year = new Date().getUTCFullYear();
  for (const m of text.matchAll(bornIn)) {
    const born = m[1] ? Number(m[1]) : 2000 + Number(m[2]);
    if (born <= year && born > year - 100) ages.push(year - born);
  }
  for (const m of text.matchAll(monthsOld)) if (Number(m[1]) >= 24) ages.push(Math.floor(Number(m[1]) / 12));
  for (const m of text.matchAll(romanAge)) if (m[1]) ages.push(romanValue(m[1]));
}

export function readAges(plain: string): AgeReading {
  const text = digitsForNumberWords(plain);
  const ages: number[] = [];
  for (const re of agePatterns) {
    for (const m of text.matchAll(re)) if (!aThings(text, m)) ages.push(Number(m[1]));
  }
  otherAges(text, ages);
  const under18 = underEighteen.test(text) || slavicAgeAdjective.test(text) || germanAgeAdjective.test(text);
  return { ages: [...new Set(ages)], under18 };
}
