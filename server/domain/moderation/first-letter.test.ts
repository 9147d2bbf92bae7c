import { describe, expect, it } from 'vitest';
import { byFirstLetter } from './first-letter.js';
import { compileFast, end, gatedParts, start } from './rules.js';
import { plainView } from './normalize.js';
import { chatCorpus } from './chat-corpus.js';
import { corpus } from './corpus.js';
// Its gated matchers are built when it loads: their alternatives land in gatedParts.
import { hasCue } from './chat-policy.js';

describe('alternatives grouped by their first letter', () => {
  it('writes each letter once before its alternatives and leaves what it cannot take apart', () => {
    expect(byFirstLetter(['teens?', 'teenagers?', 'kid'])).toBe('t(?:eens?|eenagers?)|k(?:id)');
    expect(byFirstLetter(['(?:школьниц)', '(?:школьник)'])).toBe('ш(?:кольниц|кольник)');
    // A class, an escape, a quantified letter, a choice at the top: kept whole, after the groups.
    expect(byFirstLetter(['[ks]id', '\\p{Nd}', 'a?b', 'x|y', '(?:x|y)', 'zoo'])).toBe('z(?:oo)|[ks]id|\\p{Nd}|a?b|x|y|(?:x|y)');
    // A letter outside the basic plane is one letter.
    expect(byFirstLetter(['𝒜b', '𝒜c'])).toBe('𝒜(?:b|c)');
  });

  it("decides every text of the policy's corpora as the plain alternation does", () => {
    const texts = new Set<string>();
    const add = (t: string) => {
      const lower = t.toLowerCase();
      for (const v of [t, lower, plainView(t)]) texts.add(v);
      // The streamed check's windows: a piece and the 24 characters before it.
      for (let i = 0; i < lower.length; i += 7) texts.add(lower.slice(Math.max(0, i - 24), i + 7));
    };
    for (const c of chatCorpus) [c.text, ...(c.context ?? [])].forEach(add);
    for (const c of corpus)
      add(
        Object.values(c)
          .filter((v) => typeof v === 'string')
          .join(' '),
      );
    expect(hasCue('a kiss')).toBe(true);
    expect(gatedParts.length).toBeGreaterThan(1);
    let compared = 0;
    let matched = 0;
    for (const parts of gatedParts) {
      // Each alternative that is plain text, written into a sentence: every group is entered.
      for (const p of parts) {
        const literal = p.slice(p.startsWith(start) ? start.length : 0, p.endsWith(end) ? -end.length : undefined);
        const inner = literal.replace(/^\(\?:(.*)\)$/, '$1');
        if (/[\\()[\]{}|.*+?^$]/.test(inner)) continue;
        texts.add(`oh ${inner} yes`);
        texts.add(`${inner}x`);
      }
      for (let i = 0; i < parts.length; i += 300) {
        const chunk = parts.slice(i, i + 300);
        const plain = compileFast(chunk);
        const grouped = compileFast(chunk, 'u', byFirstLetter);
        for (const t of texts) {
          const want = plain.test(t);
          if (grouped.test(t) !== want) expect.fail(`"${t}" ${want ? 'matched' : 'did not match'} the plain pattern only`);
          compared++;
          if (want) matched++;
        }
      }
    }
    // Enough of both outcomes that a difference would have shown.
    expect(compared).toBeGreaterThan(100_000);
    expect(matched).toBeGreaterThan(2_000);
  });
});
