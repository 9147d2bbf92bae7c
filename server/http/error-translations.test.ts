import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { english, errorTranslationProblems, localizeError } from './error-translations.js';

/** Every .ts source under a folder, tests left out (and the operators' admin code when asked). */
function sources(dir: string, withoutAdmin = false): string {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((p) => !(withoutAdmin && /[/\\]admin([/\\.-]|$)/.test(p)))
    .map((p) =>
      statSync(p).isDirectory() ? sources(p, withoutAdmin) : p.endsWith('.ts') && !p.endsWith('.test.ts') ? readFileSync(p, 'utf8') : '',
    )
    .join('\n');
}

describe('server error messages in the language of the call', () => {
  it('swaps a known message for the language asked, numbers and matched words kept', () => {
    expect(localizeError('Wrong verification code', 'ja-JP,ja;q=0.9,en;q=0.5')).toBe('確認コードが正しくありません');
    expect(localizeError('Please wait 42 s before requesting a new code', 'de')).toBe(
      'Bitte warte 42 s, bevor du einen neuen Code anforderst',
    );
    expect(localizeError('Free members can send 3 gifts a day. Get Premium for unlimited gifts', 'zh-TW')).toContain('3');
    expect(localizeError(`${english.minor} (name: "teen")`, 'fr')).toMatch(/^Les personnages doivent être majeurs .* \(name: "teen"\)$/);
    expect(localizeError('email: Invalid email address', 'ar')).toBe('عنوان البريد الإلكتروني غير صالح');
    expect(localizeError('name: At most 40 characters', 'ru')).toBe('Не больше 40 символов');
    // A missing session, photo, gift… (a button under a chat deleted since): the word left out.
    expect(localizeError('Session not found', 'ru')).toBe('Не найдено: возможно, это уже удалено');
    expect(localizeError('Character not found', 'zh-CN')).toBe('未找到：可能已被删除');
    expect(localizeError('Telegram user not found', 'ru')).toBe('Telegram user not found');
    expect(localizeError('This google account is already linked to another user', 'es')).toBe(
      'Esta cuenta ya está vinculada a otro usuario',
    );
  });

  it('leaves English, unknown languages and messages it does not know as they are', () => {
    expect(localizeError('Wrong verification code', 'en-US')).toBe('Wrong verification code');
    expect(localizeError('Wrong verification code', undefined)).toBe('Wrong verification code');
    expect(localizeError('Wrong verification code', 'xx')).toBe('Wrong verification code');
    expect(localizeError('Please try again later', 'ru')).toBe('Please try again later');
    expect(localizeError('characterId: Required', 'ru')).toBe('characterId: Required');
  });

  it('has every message in every language, {n} kept', () => {
    expect(errorTranslationProblems()).toEqual([]);
  });

  it('lists only messages the server really sends (a reworded one would silently stay English)', () => {
    const code = sources(join(import.meta.dirname, '..')) + sources(join(import.meta.dirname, '..', '..', 'shared'));
    const missing = Object.entries(english).filter(([, text]) => !code.includes(text.split('{n}')[0]!) && !code.includes(text));
    // The moderation reasons are imported by value; the rest are literals in server/ or shared/.
    expect(missing.filter(([key]) => !['minor', 'illegal', 'terrorism', 'drugs', 'multiple', 'male'].includes(key))).toEqual([]);
  });

  it('translates every message the server raises for users; the rest are listed here as developer-facing', () => {
    // Calls that only a broken client, an operator or the sandbox can meet: they stay English.
    const developerFacing = [
      'Character is already confirmed; use edit',
      'Confirm the character first; use edit-before-confirm',
      'Google sign-in is not configured',
      'Lifetime Premium is a one-time purchase, not a subscription plan',
      'Malformed JSON body',
      'Telegram login data has no user',
      'Telegram login data is invalid',
      'Telegram login is not available: the bot is not configured',
      'The test checkout accepts test cards only, e.g. 4242 4242 4242 4242',
      'returnUrl is not a valid URL',
      'returnUrl must point to this site',
      '${c.req.method} is not supported, use POST',
      '${what} not found',
      'Unknown Premium plan: ${itemId}',
      'Unknown Premium plan: ${planId}',
      'Unknown coin pack: ${itemId}',
      // A filter range only a broken client sends.
      'ageMin must not be above ageMax',
      // A Stars refund with no payer kept and no owner's Telegram account: /paysupport never lists one.
      'The Telegram account that paid is not known',
    ];
    // The operators' pages (server/**/admin*) speak English to staff and are left out.
    const code = sources(join(import.meta.dirname, '..'), true);
    const raised = [...code.matchAll(/(?:AppError\(ErrorCode\.\w+, |badParams\()(?:'([^']+)'|`([^`]+)`)/g)].map((m) => (m[1] ?? m[2])!);
    expect(raised.length).toBeGreaterThan(30);
    // A template's `${…}` stands for a number here (the only kind the table takes), or for the
    // content policy's reason and match, or an account type.
    const sample = (m: string) =>
      m
        .replace(/\$\{reasons(\.minor|\[f\.category\])\}/, english.minor)
        .replace(/\$\{(type|what)\}/, 'google')
        .replace(/\$\{[^}]+\}/g, '7');
    const untranslated = raised.filter((m) => !developerFacing.includes(m) && localizeError(sample(m), 'de') === sample(m));
    expect(untranslated).toEqual([]);
  });
});
