import { end, start } from './word-boundary.js';

/**
 * At most this many alternatives a pattern: V8 runs a pattern whose machine code would be too
 * large in its bytecode interpreter, a hundred times slower.
 */
const MAX_ALTERNATIVES = 300;

/** Alternatives in patterns of at most MAX_ALTERNATIVES. */
export function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += MAX_ALTERNATIVES) out.push(items.slice(i, i + MAX_ALTERNATIVES));
  return out;
}
/** Alternatives a bucket of heads gathers before the next starts its own pattern. */
const BUCKET = 100;

/**
 * Thousands of alternatives asked only whether one occurs in a text, tried where they can begin.
 * Patterns of them all (`compileFast`, 300 alternatives each) make V8 try every first letter at
 * every position of the text, pattern after pattern: the streamed check of a reply asked that of
 * each piece, a fifth of the server's CPU for a reply of a model's length. Here the words'
 * alternatives are filed by the letters they can begin with (`leads`), and the text is walked
 * once: where a word starts with such a letter, and the unit after it is one that can follow
 * there, that letter's sticky pattern is tried at that position alone. Whether the text matches is
 * unchanged: a word's alternative matches only where a word starts with one of its letters.
 * What is not a word's alternative, or whose first letters cannot be told (a class, an escape, a
 * quantified letter; the scripts written without spaces), goes to `rest`, asked of the whole text.
 */
export function firstLetterTest(parts: readonly string[], rest: (parts: string[]) => (text: string) => boolean): (text: string) => boolean {
  const heads = new Map<number, Head>();
  const others: string[] = [];
  for (const p of parts) {
    const { worded, whole, inner } = partOf(p);
    const starts = inner === null || !worded ? null : leads(inner);
    if (inner === null || starts === null) {
      others.push(p);
      continue;
    }
    for (const { head, next } of starts) {
      const h = getOr(heads, head, () => ({ whole: new Set<string>(), stems: new Set<string>(), next: new Set<number>() }));
      h[whole ? 'whole' : 'stems'].add(inner);
      if (h.next !== null && next !== null) h.next.add(next);
      else h.next = null;
    }
  }
  // Heads in turn share a pattern of about BUCKET alternatives: each pattern compiles its own word end
  // (the Unicode classes, kilobytes of code), so one a head took 18 MB where these take 5 MB more than
  // the plain patterns; a smaller bucket tries fewer letters at a position.
  const atWordStart = new Map<number, Tried>();
  let bucket: [number, Head][] = [];
  let size = 0;
  const flush = () => {
    const patterns = bucketPatterns(bucket.map(([, h]) => h));
    for (const [cp, h] of bucket) atWordStart.set(cp, { next: h.next, patterns, width: cp > 0xffff ? 2 : 1 });
    bucket = [];
    size = 0;
  };
  for (const [cp, h] of heads) {
    const n = h.whole.size + h.stems.size;
    if (size > 0 && size + n > BUCKET) flush();
    bucket.push([cp, h]);
    size += n;
  }
  if (bucket.length) flush();
  const restTest = others.length ? rest(others) : () => false;
  // Which letters of the basic plane begin a word's alternative: one load a position.
  const basic = [...atWordStart.keys()].filter((cp) => cp < 0x10000);
  const isHead = new Uint8Array(Math.max(0, ...basic) + 1);
  for (const cp of basic) isHead[cp] = 1;
  return (text) => {
    let before = 0x20;
    for (let i = 0; i < text.length; i++) {
      const at = i;
      let cp = text.charCodeAt(i);
      let head = isHead[cp] === 1;
      if (cp >= 0xd800 && cp < 0xdc00 && i + 1 < text.length) {
        cp = text.codePointAt(i)!;
        if (cp > 0xffff) {
          i++;
          head = true;
        }
      }
      if (head && startsWord(text, at, before)) {
        const tried = atWordStart.get(cp);
        // The unit after the head rules out most positions before any pattern runs.
        if (tried !== undefined && (tried.next === null || tried.next.has(text.charCodeAt(at + tried.width))))
          for (const r of tried.patterns) {
            r.lastIndex = at;
            if (r.test(text)) return true;
          }
      }
      before = text.charCodeAt(i);
    }
    return restTest(text);
  };
}

/** The letters an alternative (`word`, `stem`, `inside`) can begin with; null when they cannot be told. */
export function firstLetters(part: string): number[] | null {
  const { inner } = partOf(part);
  const starts = inner === null ? null : leads(inner);
  return starts && starts.map((s) => s.head);
}

/** An alternative without its word boundaries and the group around it (null when it cannot be taken apart). */
function partOf(part: string) {
  const worded = part.startsWith(start);
  const whole = worded && part.endsWith(end);
  return { worded, whole, inner: unwrapped(part.slice(worded ? start.length : 0, whole ? -end.length : undefined)) };
}

/** The alternatives that can begin with one letter, and the units that can follow it there (null: any). */
interface Head {
  whole: Set<string>;
  stems: Set<string>;
  next: Set<number> | null;
}
interface Tried {
  next: Set<number> | null;
  patterns: RegExp[];
  /** UTF-16 units of the head letter. */
  width: number;
}

/** Sticky patterns of a few heads' alternatives, tried only where a word starts with one of them. */
function bucketPatterns(heads: Head[]): RegExp[] {
  const whole = [...new Set(heads.flatMap((h) => [...h.whole]))];
  const stems = [...new Set(heads.flatMap((h) => [...h.stems]))];
  const out: RegExp[] = [];
  for (let i = 0; i < Math.max(whole.length, stems.length); i += MAX_ALTERNATIVES) {
    const w = byFirstLetter(whole.slice(i, i + MAX_ALTERNATIVES));
    const s = byFirstLetter(stems.slice(i, i + MAX_ALTERNATIVES));
    out.push(new RegExp(`(?:${w || '(?!)'})${end}|${s || '(?!)'}`, 'uy'));
  }
  return out;
}

/**
 * The alternatives that begin with the same plain letter written behind it once: `teens?|kid|
 * teenagers?` becomes `t(?:eens?|eenagers?)|k(?:id)`; the others kept whole, after them. V8 tries
 * the alternatives one after another: grouped, a letter that does not stand there skips its group.
 */
function byFirstLetter(alts: readonly string[]): string {
  const groups = new Map<string, string[]>();
  const whole: string[] = [];
  for (const alt of alts) {
    const head = literalHead(alt);
    if (head === null) whole.push(alt);
    else getOr(groups, head, () => []).push(alt.slice(head.length));
  }
  return [...[...groups].map(([head, tails]) => `${head}(?:${tails.join('|')})`), ...whole].join('|');
}

/** A word starts here: no letter, mark or digit before it (`start`); told from the unit before when it is ASCII. */
function startsWord(text: string, at: number, before: number): boolean {
  if (at === 0) return true;
  if (before < 0x80) return !isAsciiWordChar(before);
  const pair = before >= 0xdc00 && before < 0xe000 && at >= 2 && (text.charCodeAt(at - 2) & 0xfc00) === 0xd800;
  if (pair) {
    wordChar.lastIndex = at - 2;
    return !wordChar.test(text);
  }
  // Cyrillic, Greek, Vietnamese…: nearly every letter heads some alternative, so this is asked
  // at most positions; each unit of the basic plane is looked up in the Unicode classes once.
  let known = wordUnits[before]!;
  if (known === 0) {
    wordChar.lastIndex = 0;
    known = wordUnits[before] = wordChar.test(String.fromCharCode(before)) ? WORD_UNIT : OTHER_UNIT;
  }
  return known === OTHER_UNIT;
}
const wordChar = /[\p{L}\p{M}\p{N}]/uy;
/** Each unit of the basic plane: 0 not looked up yet, else whether it is a letter, mark or digit. */
const wordUnits = new Uint8Array(0x10000);
const WORD_UNIT = 1;
const OTHER_UNIT = 2;

/**
 * The letters an alternative can begin with, each with the UTF-16 unit that must follow it (null
 * when that is not one known unit). A plain letter, or a group of choices each beginning so
 * (`(?:a|an|still a) minor`). Null when it cannot be told (a class, an escape, an optional group).
 */
function leads(pattern: string): { head: number; next: number | null }[] | null {
  if (pattern.startsWith('(?')) {
    const close = outsideClasses(pattern).find(([c, , depth]) => c === ')' && depth === 0)?.[1];
    if (close === undefined) return null;
    // A look-around takes no text: the alternative begins where its rest does.
    if (/^\(\?<?[=!]/.test(pattern)) return leads(pattern.slice(close + 1));
    if (!pattern.startsWith('(?:')) return null;
    const mark = pattern[close + 1] ?? '';
    if (quantifier.has(mark) && mark !== '?' && mark !== '*') return null;
    const optional = mark === '?' || mark === '*';
    // A repeated group may be followed by itself: only its heads are known, not the unit after them.
    const after = pattern.slice(close + 1 + (optional ? 1 : 0));
    const inside = pattern.slice(3, close);
    const bars = outsideClasses(inside).filter(([c, , depth]) => c === '|' && depth === 0);
    const branches = [...bars.map(([, i]) => i), inside.length].map((to, k, all) => inside.slice(k ? all[k - 1]! + 1 : 0, to));
    const out: { head: number; next: number | null }[] = [];
    for (const branch of optional ? [...branches, ''] : branches) {
      const found = leads(branch + after);
      if (found === null) return null;
      out.push(...(mark === '*' && branch ? found.map((f) => ({ head: f.head, next: null })) : found));
    }
    return out;
  }
  const set = leadingSet(pattern);
  if (set !== null) {
    const [letters, width] = set;
    const mark = pattern[width] ?? '';
    // Optional: the alternative may begin after it. Repeated: what follows is not known.
    if (mark === '?' || mark === '*' || (mark === '{' && !/^\{[1-9]/.test(pattern.slice(width)))) return null;
    const then = mark === '+' || mark === '{' ? null : literalHead(pattern.slice(width));
    return letters.map((head) => ({ head, next: then === null ? null : then.charCodeAt(0) }));
  }
  const head = literalHead(pattern);
  if (head === null) return null;
  const then = literalHead(pattern.slice(head.length));
  return [{ head: head.codePointAt(0)!, next: then === null ? null : then.charCodeAt(0) }];
}

/** A leading `\d` or short class of letters and ranges (`[1-9]`, `[ks]`): its letters and its length in the pattern. */
function leadingSet(pattern: string): [number[], number] | null {
  if (pattern.startsWith('\\d')) return [[...'0123456789'].map((c) => c.charCodeAt(0)), 2];
  const m = /^\[([^\]\\^[]{1,40})\]/u.exec(pattern);
  if (!m) return null;
  const letters: number[] = [];
  const body = [...m[1]!];
  for (let i = 0; i < body.length; i++) {
    const from = body[i]!.codePointAt(0)!;
    const to = body[i + 1] === '-' && body[i + 2] !== undefined ? body[(i += 2)]!.codePointAt(0)! : from;
    if (to - from > 64) return null;
    for (let c = from; c <= to; c++) letters.push(c);
  }
  return [letters, m[0].length];
}

function getOr<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let v = map.get(key);
  if (v === undefined) map.set(key, (v = make()));
  return v;
}

const isAsciiWordChar = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

/** Characters a pattern gives a meaning to: not a plain letter at the head of an alternative. */
const special = new Set(['\\', '(', ')', '[', ']', '{', '}', '|', '.', '*', '+', '?', '^', '$', '/']);
const quantifier = new Set(['*', '+', '?', '{']);

/** The first code point when it is a plain letter that no quantifier follows. */
function literalHead(pattern: string): string | null {
  const cp = pattern.codePointAt(0);
  if (cp === undefined) return null;
  const head = String.fromCodePoint(cp);
  if (special.has(head)) return null;
  const next = pattern[head.length];
  return next !== undefined && quantifier.has(next) ? null : head;
}

/**
 * The alternative without the `(?:…)` around all of it, when it has one; then, or when it has
 * none, only if no `|` stands outside every group and class (else its head is not the head of
 * all of it). Null when it cannot be taken apart.
 */
function unwrapped(alt: string): string | null {
  const firstClose = outsideClasses(alt).find(([c, , depth]) => c === ')' && depth === 0)?.[1];
  const body = alt.startsWith('(?:') && firstClose === alt.length - 1 ? alt.slice(3, -1) : alt;
  return outsideClasses(body).some(([c, , depth]) => c === '|' && depth === 0) ? null : body;
}

/** Each character outside classes and escapes, with its index and the depth of groups around it. */
function outsideClasses(pattern: string): [string, number, number][] {
  const out: [string, number, number][] = [];
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else {
      if (c === ')') depth--;
      out.push([c, i, depth]);
      if (c === '(') depth++;
    }
  }
  return out;
}
