import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogProblems, missingMessages } from './catalog-check.js';
import { textTableProblems } from './text-tables-check.js';

const po = (msgid: string, msgstr: string) => `msgid ""\nmsgstr ""\n\nmsgid ${JSON.stringify(msgid)}\nmsgstr ${JSON.stringify(msgstr)}\n`;

describe('catalog check', () => {
  it('accepts a faithful translation and counts empty ones as untranslated', () => {
    expect(catalogProblems(po('Hello {name}, see <0>terms</0>', 'Hallo {name}, siehe <0>AGB</0>')).problems).toEqual([]);
    expect(catalogProblems(po('Hello', ''))).toMatchObject({ total: 1, translated: 0, problems: [] });
  });

  it('finds a lost or renamed placeholder, a lost tag and broken ICU', () => {
    const problems = (msgid: string, msgstr: string) => catalogProblems(po(msgid, msgstr)).problems.map((p) => p.problem);
    expect(problems('Hello {name}', 'Hallo {nombre}')[0]).toMatch(/placeholders/);
    expect(problems('See <0>terms</0>', 'Siehe AGB')[0]).toMatch(/tags/);
    expect(problems('{0, plural, one {# day} other {# days}}', '{0, plural, one {# Tag} other {# Tage}')[0]).toMatch(/ICU/);
  });

  it('every shipped locale keeps its placeholders and tags', () => {
    const root = join(import.meta.dirname, '..', 'locales');
    for (const locale of readdirSync(root)) {
      const { problems } = catalogProblems(readFileSync(join(root, locale, 'messages.po'), 'utf8'));
      expect(problems, locale).toEqual([]);
    }
  });

  it('finds a msgid a locale lacks or leaves empty', () => {
    const english = po('Hello', 'Hello') + '\nmsgid "Bye"\nmsgstr "Bye"\n';
    expect(missingMessages(english, po('Hello', 'Hallo')).map((p) => p.problem)).toEqual(['missing from the catalog (npm run extract)']);
    expect(missingMessages(english, po('Hello', '') + '\nmsgid "Bye"\nmsgstr "Tschüss"\n').map((p) => p.problem)).toEqual([
      'not translated',
    ]);
  });

  it('every shipped locale has every English msgid translated', () => {
    const root = join(import.meta.dirname, '..', 'locales');
    const english = readFileSync(join(root, 'en', 'messages.po'), 'utf8');
    for (const locale of readdirSync(root).filter((l) => l !== 'en')) {
      expect(
        missingMessages(english, readFileSync(join(root, locale, 'messages.po'), 'utf8')).map((p) => p.msgid),
        locale,
      ).toEqual([]);
    }
  });

  it('the bot, the login mail, the reviews and the server errors speak every language', () => {
    expect(textTableProblems()).toEqual([]);
  });
});
