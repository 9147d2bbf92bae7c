import { misspeltTeens } from './ages.js';

/**
 * What the chat classifier looks for in a sentence, per language. Nothing here refuses on its own:
 * `chat-policy.ts` weighs a minor cue against sexual intent and against what neutralises it (the
 * past, the user's own children, a job with children).
 */
export interface Cues {
  /** Sexual acts, nudity, explicit body words. */
  sexual: string[];
  /** Romance and flirting: sexual intent only beside a minor who takes part. */
  romantic: string[];
  /** Someone who is a minor by role or description: schoolgirl, teenager, little girl, loli. */
  minor: string[];
  /** Words that are often but not always a minor: kid, daughter, little sister, young girl. */
  maybeMinor: string[];
  /** A school grade or a school a minor attends: "8th grade", "9. Klasse", "中二", "SMP". */
  grade: string[];
  /** Ages given without a unit ("you are 14", "тебе 14", "du bist 14"); capture group 1 is the number. */
  bareAge: string[];
  /** Speaking of the past: "when I was", "as a kid", "used to", "в детстве". */
  past: string[];
  /** Children who are not in the scene: the user's own, a job with children, things for kids. */
  bystander: string[];
  /** Role-play set-up: "pretend", "let's say", "imagine you are", "be my". */
  roleplay: string[];
  /** Says someone is an adult: "adult", "of age", "over 18". */
  adult: string[];
  /** A strong sexual act with a minor word as its object ("sex with my daughter"). */
  sexualObject: string[];
}

export type CueKind = keyof Cues;

export const cueKinds: CueKind[] = [
  'sexual',
  'romantic',
  'minor',
  'maybeMinor',
  'grade',
  'bareAge',
  'past',
  'bystander',
  'roleplay',
  'adult',
  'sexualObject',
];

export function mergeCues(...blocks: Partial<Cues>[]): Cues {
  const out = Object.fromEntries(cueKinds.map((k) => [k, [] as string[]])) as unknown as Cues;
  for (const b of blocks) for (const k of cueKinds) out[k].push(...(b[k] ?? []));
  return out;
}

/** A number written as digits, or an age word 10–17 in the languages that say ages without a unit. */
export const AGE =
  '(\\d{1,2}|' +
  Object.keys(misspeltTeens).join('|') +
  '|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|zehn|elf|zwölf|dreizehn|vierzehn|fünfzehn|sechzehn|siebzehn|' +
  "десять|одиннадцать|двенадцать|тринадцать|четырнадцать|пятнадцать|шестнадцать|семнадцать|чотирнадцять|п'ятнадцять|шістнадцять|сімнадцять|" +
  'dix|onze|douze|treize|quatorze|quinze|seize|dix-sept|diez|doce|trece|catorce|quince|dieciséis|dieciseis|diecisiete|dez|doze|treze|catorze|dezesseis|dezessete|' +
  'dieci|undici|dodici|tredici|quattordici|quindici|sedici|diciassette|dziesięć|jedenaście|dwanaście|trzynaście|czternaście|piętnaście|szesnaście|siedemnaście)';

export const ageWords: Record<string, number> = {
  ...misspeltTeens,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  zehn: 10,
  elf: 11,
  zwölf: 12,
  dreizehn: 13,
  vierzehn: 14,
  fünfzehn: 15,
  sechzehn: 16,
  siebzehn: 17,
  десять: 10,
  одиннадцать: 11,
  двенадцать: 12,
  тринадцать: 13,
  четырнадцать: 14,
  пятнадцать: 15,
  шестнадцать: 16,
  семнадцать: 17,
  чотирнадцять: 14,
  "п'ятнадцять": 15,
  шістнадцять: 16,
  сімнадцять: 17,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  'dix-sept': 17,
  diez: 10,
  doce: 12,
  trece: 13,
  catorce: 14,
  dieciséis: 16,
  dieciseis: 16,
  diecisiete: 17,
  dez: 10,
  doze: 12,
  treze: 13,
  catorze: 14,
  dezesseis: 16,
  dezessete: 17,
  dieci: 10,
  undici: 11,
  dodici: 12,
  tredici: 13,
  quattordici: 14,
  quindici: 15,
  sedici: 16,
  diciassette: 17,
  dziesięć: 10,
  jedenaście: 11,
  dwanaście: 12,
  trzynaście: 13,
  czternaście: 14,
  piętnaście: 15,
  szesnaście: 16,
  siedemnaście: 17,
};
