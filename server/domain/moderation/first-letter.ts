/**
 * An alternation with the alternatives that begin with the same literal letter written behind it
 * once: `teens?|teenagers?|kid` becomes `t(?:eens?|eenagers?)|k(?:id)`. V8 tries the alternatives
 * of a position one after another; grouped, a position tries one letter per group and goes into
 * the group only when it stands there. Whether the pattern matches somewhere is unchanged (every
 * alternative is still tried at every position); which alternative matches first may differ, so
 * this is for patterns that are only asked `test`. An alternative that does not begin with a plain
 * letter (a class, an escape, a group with a choice in it, a letter with a quantifier) stays as
 * it is, after the groups.
 */
export function byFirstLetter(alts: readonly string[]): string {
  const groups = new Map<string, string[]>();
  const rest: string[] = [];
  for (const alt of alts) {
    const inner = unwrapped(alt);
    const head = inner === null ? null : literalHead(inner);
    if (inner === null || head === null) {
      rest.push(alt);
      continue;
    }
    const tails = groups.get(head) ?? [];
    tails.push(inner.slice(head.length));
    groups.set(head, tails);
  }
  return [...[...groups].map(([head, tails]) => `${head}(?:${tails.join('|')})`), ...rest].join('|');
}

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
