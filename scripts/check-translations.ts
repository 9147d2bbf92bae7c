/**
 * Checks every locale catalog against its English source:
 *   node --import tsx scripts/check-translations.ts [locale…]
 * A translation must parse as ICU MessageFormat and keep the source's placeholders ({name}, #)
 * and component tags (<0>…</0>), or the UI would show raw braces or lose a link. Prints, per
 * locale, how many messages are translated, and every broken one; exits 1 if any is broken.
 */
import { catalogProblems } from './catalog-check.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', 'locales');
const locales = process.argv.slice(2).length ? process.argv.slice(2) : readdirSync(root).filter((l) => l !== 'en');
let broken = 0;
for (const locale of locales) {
  const { total, translated, problems } = catalogProblems(readFileSync(join(root, locale, 'messages.po'), 'utf8'));
  console.log(`${locale.padEnd(8)} ${translated}/${total} translated${problems.length ? `, ${problems.length} broken` : ''}`);
  for (const p of problems) console.log(`  ${p.msgid.slice(0, 70)}\n    → ${p.problem}`);
  broken += problems.length;
}
process.exit(broken ? 1 : 0);
