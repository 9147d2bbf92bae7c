/**
 * Checks every text a user reads in every language:
 *   node --import tsx scripts/check-translations.ts [locale…]
 * - the mini-app's catalogs (locales/<code>/messages.po) against the English one: each msgid is
 *   present and translated, parses as ICU MessageFormat and keeps the source's placeholders
 *   ({name}, #) and component tags (<0>…</0>), or the UI would show English, raw braces or lose a link;
 * - the bot's tables, the login mail, the Premium page's reviews and the server's user-facing
 *   error messages: present in every language, nothing empty, every argument kept
 *   (scripts/text-tables-check.ts).
 * Prints, per locale, how many messages are translated, and every problem; exits 1 if any.
 */
import { catalogProblems, missingMessages } from './catalog-check.js';
import { textTableProblems } from './text-tables-check.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', 'locales');
const english = readFileSync(join(root, 'en', 'messages.po'), 'utf8');
const asked = process.argv.slice(2);
const locales = asked.length ? asked : readdirSync(root).filter((l) => l !== 'en');
let broken = 0;
for (const locale of locales) {
  const po = readFileSync(join(root, locale, 'messages.po'), 'utf8');
  const { total, translated, problems } = catalogProblems(po);
  const missing = missingMessages(english, po);
  console.log(
    `${locale.padEnd(8)} ${translated}/${total} translated${problems.length ? `, ${problems.length} broken` : ''}${missing.length ? `, ${missing.length} to translate` : ''}`,
  );
  for (const p of [...problems, ...missing]) console.log(`  ${p.msgid.slice(0, 70)}\n    → ${p.problem}`);
  broken += problems.length + missing.length;
}
const tables = textTableProblems().filter((p) => !asked.length || asked.includes(p.locale));
console.log(`bot, mail, reviews, server errors: ${tables.length ? `${tables.length} problems` : 'complete in every language'}`);
for (const p of tables) console.log(`  ${p.locale} ${p.where}: ${p.problem}`);
broken += tables.length;
process.exit(broken ? 1 : 0);
