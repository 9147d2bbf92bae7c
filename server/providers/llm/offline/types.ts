import type { GiftId } from '../../../../shared/attributes.js';

/** What the user's last message is about; the engine answers one intent per turn. */
export type Intent =
  | 'greeting'
  | 'howAreYou'
  | 'whatDoing'
  | 'whereAreYou'
  | 'compliment'
  | 'aboutYou'
  | 'photo'
  | 'sad'
  | 'flirt'
  | 'goodbye'
  | 'job'
  | 'scene'
  | 'askName'
  | 'thanks'
  | 'gift'
  | 'question'
  | 'smalltalk';

/** The personalities of shared/attributes.ts; anything else speaks with the default voice. */
export type Voice =
  'caregiver' | 'sage' | 'innocent' | 'seductress' | 'dominant' | 'submissive' | 'lover' | 'zealot' | 'apathetic' | 'confidant' | 'default';

/** Facts a user tells about themself, kept in the memory summary. */
export type FactKey = 'name' | 'age' | 'place' | 'job' | 'like' | 'plan';
/** The facts she brings back or is asked about (name and age have their own lines). */
export type RecallKey = Exclude<FactKey, 'name' | 'age'>;

/**
 * One language's templates. Slots: {name} the character, {user} how she addresses the user,
 * {age}, {job} her occupation, {value} a remembered fact, {pet} a remembered pet's name,
 * {kink} (en only), {gift} and {emoji} the gift the user just sent. A story is never named in
 * her lines: its title quoted as a place ("we are in “Second Player”") read wrong.
 */
export interface LanguagePack {
  code: string;
  /** Said in every answer of this intent family; `smalltalk` is the fallback. */
  lines: Partial<Record<Intent, readonly string[]>> & { smalltalk: readonly string[] };
  /** *Actions in asterisks* per voice. */
  actions: Partial<Record<Voice, readonly string[]>> & { default: readonly string[] };
  /** A closing line in the personality's voice. */
  tails?: Partial<Record<Voice, readonly string[]>>;
  /** Pet names when the user's name is unknown: close relationships vs the rest. */
  dear: { close: readonly string[]; other: readonly string[] };
  /** The user just told their name ({user}). */
  nameAck: readonly string[];
  /** The user just told a fact ({value}). */
  factAck?: readonly string[];
  /** Bringing back something the user said before ({value}), per kind of fact. */
  recall?: Partial<Record<RecallKey, readonly string[]>>;
  /** The user asks what she knows of them ("what is my job?"), per kind of fact. */
  askAbout?: Partial<Record<RecallKey, RegExp>>;
  /** Her answer with what she knows ({value}; {aValue} "a nurse" in English). */
  recallAnswer?: Partial<Record<RecallKey, readonly string[]>>;
  /**
   * The user's pets: `mine` finds "my dog" (group 1 the animal), `remember` a word asking her to
   * remember; her answer names the pet ({pet}), or says the fact as kept ({value}) when it has no name.
   */
  pets?: { mine: RegExp; remember: RegExp; answer: readonly string[]; answerFact: readonly string[] };
  /** Gift names of shared/attributes.ts in this language (the app's own: locales/<lang>/messages.po). */
  gifts?: Readonly<Record<GiftId, string>>;
  /** Occupation labels of shared/attributes.ts in this language. */
  occupations?: Readonly<Record<string, string>>;
  /** Recognise the intents in this language. */
  keywords: Partial<Record<Intent, RegExp>>;
  /** Capture group 1 = the fact, in this language. */
  facts?: Partial<Record<FactKey, readonly RegExp[]>>;
  /** Labels of the memory summary lines. */
  memoryLabels?: Readonly<Record<FactKey, string>>;
}
