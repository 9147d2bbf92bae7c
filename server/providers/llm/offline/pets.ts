import { isQuestionWord, statementsOf } from './facts.js';

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
];

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
