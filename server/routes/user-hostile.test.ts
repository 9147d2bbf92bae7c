import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
afterEach(async () => t?.close());

describe.each(dialects)('/v1/user/init from a hostile client on %s', (dialect) => {
  it('keeps only a language the app has: garbage leaves the saved one, a browser tag is matched', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const a = await t.member();
    for (const lang of ['zz-\u202eXX', '<b>x</b>', '\u200b', 'xx']) {
      const r = await t.call('/v1/user/init', { lang }, { token: a.token });
      expect(r.code, lang).toBe(0);
      expect(r.data.lang, lang).toBe('en');
      expect((await t.call('/v1/config', {}, { token: a.token })).data.lang).toBe('en');
    }
    expect((await t.call('/v1/user/init', { lang: 'pt-BR' }, { token: a.token })).data.lang).toBe('pt');
    expect((await t.call('/v1/user/init', { lang: 'zh_TW' }, { token: a.token })).data.lang).toBe('zh-hant');
    expect((await t.call('/v1/user/init', { lang: 'de' }, { token: a.token })).data.lang).toBe('de');
    // The language /user/update and /config/set/lang refuse, /user/init does not write either.
    expect((await t.call('/v1/user/update', { lang: 'xx' }, { token: a.token })).code).toBe(1000);
    expect((await t.call('/v1/user/init', { lang: 'xx' }, { token: a.token })).data.lang).toBe('de');
  });

  it('refuses a nick that shows nothing and writes nothing; takes out what breaks or turns the text around it', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const a = await t.member();
    expect((await t.call('/v1/user/update', { nick: 'Ann' }, { token: a.token })).code).toBe(0);
    const blank = ['\u200b\u200b', '\u2060\ufeff\u200d', '\u3164', '\u2800\u2800', '\u200f\u200e', '\u034f', '\u00a0\u2003'];
    for (const nick of blank) {
      const r = await t.call('/v1/user/update', { nick }, { token: a.token });
      expect(r, JSON.stringify(nick)).toMatchObject({ code: 1000, message: 'nick: Operation failed, input field cannot be empty' });
    }
    expect((await t.call('/v1/user/profile', { uid: a.uid }, { token: a.token })).data.nick).toBe('Ann');
    // Characters that break the line or turn the text after the name around are taken out.
    for (const [nick, saved] of [
      ['\u202eevil', 'evil'],
      ['Ann\u2066x', 'Annx'],
      ['a\u0001b', 'ab'],
      ['line\nbreak', 'linebreak'],
      ['line\u2028break', 'linebreak'],
    ]) {
      const r = await t.call('/v1/user/update', { nick }, { token: a.token });
      expect(r.code, JSON.stringify(nick)).toBe(0);
      expect((await t.call('/v1/user/profile', { uid: a.uid }, { token: a.token })).data.nick).toBe(saved);
    }
    expect((await t.call('/v1/user/update', { nick: '\u202e\u0001\u200b' }, { token: a.token })).code).toBe(1000);
    // Names in any script, emoji and a right-to-left mark inside a name are names.
    for (const nick of ['أحمد\u200f', '😀', 'Zoë', '李', 'ʕ•ᴥ•ʔ', 'Ann 2']) {
      const r = await t.call('/v1/user/update', { nick }, { token: a.token });
      expect(r.code, nick).toBe(0);
      expect(r.data.nick).toBe(nick);
    }
  });
});
