import { isQuestionWord, statementsOf } from './facts.js';
import type { LanguagePack } from './types.js';

/**
 * The user's animals as they tell of them ("I have a cat named Biscuit", "मेरी बिल्ली का नाम मिंटू
 * है"). Group 1 is the fact as kept; group `name` the animal's name.
 */
const SAID: readonly RegExp[] = [
  /\b[Mm]y ((?:little |big |old |new )?(?:dog|cat|puppy|kitten|parrot|hamster|rabbit|horse)(?:'s name is| is called| is named|, | named )\s*(?<name>\p{Lu}[\p{L}'-]{1,20}))/u,
  /\b[Ii] have an? ((?:dog|cat|puppy|kitten|parrot|hamster|rabbit|horse) (?:named|called) (?<name>\p{Lu}[\p{L}'-]{1,20}))/u,
  /\b[Mm]i ((?:perro|perrita|gato|gata) se llama (?<name>\p{Lu}[\p{L}-]{1,20}))/u,
  /\b(?:[Mm]on|[Mm]a) ((?:chien|chienne|chat|chatte) s'appelle (?<name>\p{Lu}[\p{L}-]{1,20}))/u,
  /\b[Mm]ein(?:e)? ((?:Hund|Katze|Kater) heißt (?<name>\p{Lu}[\p{L}-]{1,20}))/u,
  /(?:[Мм]ою|[Мм]оего) ((?:собаку|кошку|кота) зовут (?<name>\p{Lu}[\p{L}-]{1,20}))/u,
  // Hindi: "मेरी बिल्ली का नाम मिंटू है" (the animal's name), "मेरे पास मिंटू नाम की बिल्ली है" (a cat named Mintu).
  /(?:मेरी|मेरा|मेरे)\s+((?:बिल्ली|बिल्ला|बिल्ले|कुत्ता|कुत्ते|कुत्ती|कुतिया|पिल्ला|पिल्ले|तोता|तोते|खरगोश|घोड़ा|घोड़े|घोड़ी|मछली)\s+का\s+नाम\s+(?<name>[\p{L}\p{M}]{2,20})(?:\s+है)?)/u,
  /मेरे पास\s+(?:एक\s+)?((?<name>[\p{L}\p{M}]{2,20})\s+नाम\s+(?:की|का)\s+(?:बिल्ली|बिल्ला|कुत्ता|कुतिया|पिल्ला|तोता|खरगोश|घोड़ा|घोड़ी|मछली))/u,
  // Arabic: "عندي قطة اسمها مشمش" (I have a cat named Mishmish), "كلبي اسمه ماكس" (my dog, his name is Max), "اسم قطتي مشمش".
  /(?<!\p{L})و?(?:عندي|عندى|لدي|لديّ|لدى)\s+((?:كلب|كلبة|جرو|قطة|قطه|قط|بسة|ببغاء|أرنب|ارنب|حصان)\s+(?:اسمه|اسمها|إسمه|إسمها|يدعى|تدعى|يسمى|تسمى)\s+(?<name>[\p{L}\p{M}]{2,20}))/u,
  /(?<!\p{L})و?((?:كلبي|كلبتي|جروي|قطتي|قطي|بستي|ببغائي|أرنبي|ارنبي|حصاني)\s+(?:اسمه|اسمها|إسمه|إسمها)\s+(?:هو\s+|هي\s+)?(?<name>[\p{L}\p{M}]{2,20}))/u,
  /(?<!\p{L})و?((?:اسم|إسم)\s+(?:كلبي|كلبتي|جروي|قطتي|قطي|بستي|ببغائي|أرنبي|ارنبي|حصاني)\s+(?:هو\s+|هي\s+)?(?<name>[\p{L}\p{M}]{2,20}))/u,
  // Portuguese: "meu cachorro se chama Rex", "tenho uma gata chamada Mia".
  /(?<!\p{L})(?:[Mm]eu|[Mm]inha)\s+((?:cachorr[oa]|cachorrinh[oa]|cão|cadela|gat[oa]|gatinh[oa]|papagaio|hamster|coelh[oa]|cavalo|égua)\s+(?:se chama|chama|é chamad[oa]|chamad[oa]|de nome)\s+(?<name>\p{Lu}[\p{L}-]{1,20}))/u,
  /(?<!\p{L})[Tt]enho\s+(?:uma?\s+)?((?:cachorr[oa]|cachorrinh[oa]|cão|cadela|gat[oa]|gatinh[oa]|papagaio|hamster|coelh[oa]|cavalo|égua)\s+(?:chamad[oa]|que se chama|de nome)\s+(?<name>\p{Lu}[\p{L}-]{1,20}))/u,
  // Italian: "il mio cane si chiama Rex", "ho una gatta che si chiama Mia".
  /(?<!\p{L})(?:[Ii]l mio|[Ll]a mia|[Mm]io|[Mm]ia)\s+((?:can[ei]|cagnolin[oa]|gatt[oa]|gattin[oa]|criceto|coniglio|cavallo|pappagallo)\s+(?:si chiama|chiamat[oa])\s+(?<name>\p{Lu}[\p{L}-]{1,20}))/u,
  /(?<!\p{L})[Hh]o\s+(?:una?\s+)?((?:can[ei]|cagnolin[oa]|gatt[oa]|gattin[oa]|criceto|coniglio|cavallo|pappagallo)\s+(?:che si chiama|chiamat[oa]|di nome)\s+(?<name>\p{Lu}[\p{L}-]{1,20}))/u,
  // Turkish: "köpeğimin adı Karabaş" (my dog's name is Karabaş), "Minnoş adında bir kedim var" (a cat named Minnoş).
  /(?<!\p{L})((?:[Kk]öpeğimin|[Kk]edimin|[Kk]uşumun|[Tt]avşanımın|[Hh]amsterımın)\s+(?:adı|ismi)\s+(?<name>\p{Lu}[\p{L}]{1,20}))/u,
  /(?<!\p{L})((?<name>\p{Lu}[\p{L}]{1,20})\s+(?:adında|isminde|adlı|isimli)\s+(?:bir\s+)?(?:köpeğim|kedim|kuşum|tavşanım|hamsterım))(?!\p{L})/u,
  // Indonesian: "anjingku namanya Bobi", "kucing saya bernama Mimi", "aku punya kucing bernama Mimi".
  /(?<!\p{L})((?:[Aa]njing|[Kk]ucing|[Bb]urung|[Kk]elinci|[Hh]amster)(?:ku|\s+saya|\s+aku)\s+(?:namanya|bernama|dinamai)\s+(?<name>\p{Lu}[\p{L}-]{1,20}))/u,
  /(?<!\p{L})(?:[Aa]ku|[Ss]aya)\s+punya\s+(?:seekor\s+)?((?:anjing|kucing|burung|kelinci|hamster)\s+(?:bernama|namanya)\s+(?<name>\p{Lu}[\p{L}-]{1,20}))/u,
  // Ukrainian: "мій пес Рекс", "мою кішку звати Мурка", "у мене є кіт на ім'я Мурчик".
  /(?<!\p{L})(?:[Мм]ій|[Мм]оя)\s+((?:пес|песик|собака|кіт|котик|кішка|кицька|цуценя|папуга|кролик)\s+(?<name>\p{Lu}[\p{L}'’-]{1,20}))/u,
  /(?<!\p{L})(?:[Мм]ою|[Мм]ого)\s+((?:собаку|кішку|кицьку|пса|песика|кота|котика|цуценя|папугу|кролика)\s+(?:звати|кличуть)\s+(?<name>\p{Lu}[\p{L}'’-]{1,20}))/u,
  /(?<!\p{L})[Уу] мене\s+(?:є\s+)?((?:пес|песик|собака|кіт|котик|кішка|кицька|цуценя|папуга|кролик)\s+на ім['’]я\s+(?<name>\p{Lu}[\p{L}'’-]{1,20}))/u,
  // Polish: "mój pies ma na imię Burek", "mam kota o imieniu Filemon".
  /(?<!\p{L})(?:[Mm]ój|[Mm]oj|[Mm]oja)\s+((?:pies|piesek|suczka|suka|kot|kotek|kotka|chomik|królik|papuga|koń)\s+(?:ma na imię|ma na imie|nazywa się|nazywa sie)\s+(?<name>\p{Lu}[\p{L}-]{1,20}))/u,
  /(?<!\p{L})[Mm]am\s+((?:psa|pieska|suczkę|sukę|kota|kotka|kotkę|chomika|królika|papugę|konia)\s+(?:o imieniu|imieniem|który ma na imię|która ma na imię)\s+(?<name>\p{Lu}[\p{L}-]{1,20}))/u,
];

/** A pet's name in a kept fact, which the user may have written themself ("cat called Biscuit, 3 years old"). */
const NAMED: readonly RegExp[] = [
  /(?:named|called|name is|se llama|s['’]appelle|heißt|heisst|зовут|का नाम)\s+([\p{L}\p{M}'-]{2,20})/u,
  /^[\p{L}\p{M}]+,\s*(\p{Lu}[\p{L}'-]{1,20})$/u,
  /^([\p{L}\p{M}]{2,20})\s+नाम\s+(?:की|का)\s/u,
  /(?<!\p{L})(?:se chama|chamad[oa]|de nome|si chiama|chiamat[oa]|di nome|adı|ismi|namanya|bernama|dinamai|звати|кличуть|на ім['’]я|ma na imię|ma na imie|nazywa się|nazywa sie|o imieniu|imieniem|اسمه|اسمها|إسمه|إسمها|يدعى|تدعى|يسمى|تسمى)\s+(?:هو\s+|هي\s+)?([\p{L}\p{M}'’-]{2,20})/u,
  /^(?:اسم|إسم)\s+\p{L}+\s+(?:هو\s+|هي\s+)?([\p{L}\p{M}]{2,20})/u,
  /^([\p{L}]{2,20})\s+(?:adında|isminde|adlı|isimli)\s/u,
  /^(?:пес|песик|собака|кіт|котик|кішка|кицька|цуценя|папуга|кролик)\s+(\p{Lu}[\p{L}'’-]{1,20})$/u,
];

export interface Pet {
  /** The fact as kept. */
  text: string;
  /** Its name, when the fact tells it apart. */
  name?: string;
}

/** The pet the user tells of in a message (its question sentences left out), or none. */
export function readPet(text: string): string | undefined {
  const statements = statementsOf(text);
  for (const re of SAID) {
    const m = re.exec(statements);
    const value = m?.[1]?.trim().replace(/[\s,.;:!?。！？،…]+$/u, '');
    if (value && value.length >= 3 && !isQuestionWord(m!.groups!.name!)) return value;
  }
  return undefined;
}

/** A kept pet fact and the name in it, if any. */
export function petOf(text: string): Pet {
  for (const re of NAMED) {
    const name = re.exec(text.trim())?.[1];
    if (name && !isQuestionWord(name)) return { text, name };
  }
  return { text };
}

/** Dogs and cats in the languages of the packs, to tell which pet "my dog" is. */
const KINDS: ReadonlyArray<[string, RegExp]> = [
  [
    'dog',
    /(?<!\p{L})(?:dog|pupp|hund|welpe|perr|chien|cachorr|can[ei](?!\p{L})|cagnol|pies|psa|psu|piesk|köpe|anjing|chó|cún|собак|пёс|пес(?!\p{L})|песик|пса|псу|щен|цуцен|кутт|कुत्त|कुतिया|पिल्ल|நாய்|কুকুর|ခွေး)|狗|犬|ワンちゃん|いぬ|강아지|개(?!\p{L})|كلب/iu,
  ],
  [
    'cat',
    /(?<!\p{L})(?:cat(?!\p{L})|cats|kitt|katz|kater|kätz|gat[oai]|gatt|chat(?!\p{L})|chatt|chaton|кот|кошк|кіт|кішк|kot|kedi|kucing|mèo|мысық|बिल्ल|பூனை|বিড়াল|বেড়াল|ကြောင်)|猫|貓|ねこ|ネコ|고양이|قط/iu,
  ],
];
const kindOf = (text: string) => KINDS.find(([, re]) => re.test(text))?.[0];

/** A word for a dog or a cat in any of the packs' languages (memory/select.ts asks with it too). */
export const DOG_OR_CAT = new RegExp(KINDS.map(([, re]) => re.source).join('|'), 'iu');

const ASKING = /[?？؟]/u;

/**
 * The remembered pet a message asks about ("Erinnerst du dich an meinen Hund?", "मेरी बिल्ली का
 * नाम क्या है?", "Do you remember Bello?"): named, or "my dog" in a question or with a word for
 * remembering. `pets` oldest first; a dog is not answered with the cat.
 */
export function askedPet(text: string, pets: readonly string[], packs: readonly LanguagePack[]): Pet | undefined {
  if (!pets.length || !(ASKING.test(text) || packs.some((p) => p.pets?.remember.test(text)))) return undefined;
  const known = pets.map(petOf);
  const lower = text.toLowerCase();
  const named = known.filter((p) => p.name && mentions(lower, p.name.toLowerCase())).at(-1);
  if (named) return named;
  for (const pack of packs) {
    const animal = pack.pets?.mine.exec(text)?.[1];
    if (!animal) continue;
    const kind = kindOf(animal);
    return known.filter((p) => !kind || !kindOf(p.text) || kindOf(p.text) === kind).at(-1);
  }
  return undefined;
}

/** The word in the text, not inside another ("Bello", not "Bellona"); scripts without spaces: anywhere. */
function mentions(text: string, word: string): boolean {
  let i = text.indexOf(word);
  while (i !== -1) {
    const before = text[i - 1];
    const after = text[i + word.length];
    const edge = (c: string | undefined) =>
      !c || !/[\p{L}\p{M}]/u.test(c) || /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(c);
    if (edge(before) && edge(after)) return true;
    i = text.indexOf(word, i + 1);
  }
  return false;
}
