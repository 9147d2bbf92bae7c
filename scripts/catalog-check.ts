import { parse, type Token } from '@messageformat/parser';
import PO from 'pofile';

export interface CatalogProblem {
  msgid: string;
  problem: string;
}

/** The argument names a message uses (`{name}`, `{0, plural, …}`), `#` included. */
function argumentsOf(tokens: Token[], into = new Set<string>()): Set<string> {
  for (const t of tokens) {
    if (t.type === 'argument' || t.type === 'function') into.add(t.arg);
    if (t.type === 'octothorpe') into.add('#');
    if (t.type === 'plural' || t.type === 'select' || t.type === 'selectordinal') {
      into.add(t.arg);
      for (const c of t.cases) argumentsOf(c.tokens, into);
    }
  }
  return into;
}

/** Lingui's component tags, `<0>`, `</0>`, `<1/>`, as a sorted list (each must survive once). */
const tagsOf = (s: string) => (s.match(/<\/?\d+\s*\/?>/g) ?? []).sort().join(' ');

/**
 * What is wrong with a catalog's translations: each must parse as ICU MessageFormat and keep its
 * source's placeholders and component tags. Untranslated (empty) messages are counted, not wrong:
 * Lingui shows the English text for them.
 */
export function catalogProblems(poText: string): { total: number; translated: number; problems: CatalogProblem[] } {
  const items = PO.parse(poText).items.filter((i) => !i.obsolete && i.msgid);
  const problems: CatalogProblem[] = [];
  let translated = 0;
  for (const item of items) {
    const msgstr = item.msgstr.join('');
    if (!msgstr) continue;
    translated++;
    let source: Token[];
    let target: Token[];
    try {
      source = parse(item.msgid);
      target = parse(msgstr);
    } catch (e) {
      problems.push({ msgid: item.msgid, problem: `not valid ICU MessageFormat: ${(e as Error).message}` });
      continue;
    }
    const want = [...argumentsOf(source)].sort().join(', ');
    const got = [...argumentsOf(target)].sort().join(', ');
    // A plural may drop `#` where the language spells the number out ("one month"), never an argument.
    const gotNamed = got
      .split(', ')
      .filter((a) => a !== '#')
      .join(', ');
    const wantNamed = want
      .split(', ')
      .filter((a) => a !== '#')
      .join(', ');
    if (gotNamed !== wantNamed) problems.push({ msgid: item.msgid, problem: `placeholders {${got}} instead of {${want}}` });
    if (tagsOf(msgstr) !== tagsOf(item.msgid))
      problems.push({ msgid: item.msgid, problem: `tags "${tagsOf(msgstr)}" instead of "${tagsOf(item.msgid)}"` });
  }
  return { total: items.length, translated, problems };
}

/**
 * What a locale's catalog lacks against the English one: msgids it does not have at all (run
 * `npm run extract`) and msgids left empty (English would show through).
 */
export function missingMessages(englishPo: string, poText: string): CatalogProblem[] {
  const have = new Map(
    PO.parse(poText)
      .items.filter((i) => !i.obsolete && i.msgid)
      .map((i) => [i.msgid, i.msgstr.join('')]),
  );
  const problems: CatalogProblem[] = [];
  for (const item of PO.parse(englishPo).items) {
    if (item.obsolete || !item.msgid) continue;
    const msgstr = have.get(item.msgid);
    if (msgstr === undefined) problems.push({ msgid: item.msgid, problem: 'missing from the catalog (npm run extract)' });
    else if (!msgstr) problems.push({ msgid: item.msgid, problem: 'not translated' });
  }
  return problems;
}
