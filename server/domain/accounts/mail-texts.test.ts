import { describe, expect, it } from 'vitest';
import { allLocaleCodes } from '../../../shared/locales.js';
import { loginCodeMail } from './mail-texts.js';

describe('login mail', () => {
  it('is English by default, as before', () => {
    const mail = loginCodeMail('lustory', '482913', null);
    expect(mail.subject).toBe('482913 is your Lustory login code');
    expect(mail.text).toBe(
      'Your Lustory login code is:\n\n482913\n\nIt expires in 10 minutes. If you did not ask for it, ignore this mail.\n',
    );
    expect(loginCodeMail('lustory', '482913', 'https://x.test/m/abc').text).toContain('Or enter this code: 482913');
  });

  it('speaks every language, with the code and the link in it', () => {
    for (const lang of allLocaleCodes) {
      const withCode = loginCodeMail('lustory', '482913', null, lang);
      const withLink = loginCodeMail('lustory', '482913', 'https://x.test/m/abc', lang);
      expect(withCode.subject, lang).toContain('482913');
      expect(withCode.html, lang).toContain(`lang="${lang}"`);
      expect(withLink.text, lang).toContain('https://x.test/m/abc');
      expect(withLink.html, lang).toContain('482913');
      if (lang !== 'en') expect(withCode.text, lang).not.toContain('login code');
    }
  });

  it('reads a browser tag, is right-to-left in Arabic, and falls back to English', () => {
    expect(loginCodeMail('lustory', '1', null, 'pt-BR').subject).toContain('código');
    expect(loginCodeMail('lustory', '1', null, 'ar').html).toContain('dir="rtl"');
    expect(loginCodeMail('lustory', '1', null, 'xx').subject).toBe('1 is your Lustory login code');
  });
});
