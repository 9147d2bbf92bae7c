/** A word a language keeps for a concept, and the variants that must not come back. */
export interface TermRule {
  concept: string;
  kept: string;
  rejected: RegExp;
  /** Only the texts whose place starts with one of these (default: every text). */
  only?: string[];
}

/**
 * Each text (its place, its text) that still says a rejected variant, with the concept it breaks.
 * `allowed` phrases are taken out first (a word kept on purpose there); so are placeholders'
 * names ({coins}), which are no word of the text.
 */
export function rejectedTerms(rules: TermRule[], texts: Array<[string, string]>, allowed: string[] = []): string[] {
  const found: string[] = [];
  for (const [where, raw] of texts) {
    const text = allowed.reduce((t, phrase) => t.replaceAll(phrase, ''), raw).replace(/\{\w+\}/gu, '');
    for (const { concept, kept, rejected, only } of rules) {
      if (only && !only.some((prefix) => where.startsWith(prefix))) continue;
      const m = rejected.exec(text);
      if (m) found.push(`${concept} (${kept}, not ${m[0]}): ${where}`);
    }
  }
  return found;
}
