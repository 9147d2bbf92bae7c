import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
afterEach(() => t?.close());

describe.each(dialects)('a user avatar on %s', (dialect) => {
  it('is a web URL or one of our /media files, never a script or data URL', async () => {
    t = await makeTestApp({ dialect });
    const { token } = (await t.call('/v1/user/token')).data as { token: string };
    const avatar = async () => (await t.call('/v1/user/my-profile', {}, { token })).data.avatar as string;

    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(document.cookie)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'vbscript:x',
      'file:///etc/passwd',
      '//evil.example/a.png',
      '/media/../app.db',
      '/v1/user/logout',
      'not a url',
    ]) {
      const r = await t.call('/v1/user/update', { avatar: bad }, { token });
      expect({ bad, code: r.code }).toEqual({ bad, code: 1000 });
      expect(r.message).toMatch(/avatar must be an https:\/\/ \(or http:\/\/\) URL or a \/media\/ path/);
    }
    expect(await avatar()).toBe('');

    for (const good of ['https://cdn.example.com/a.png', 'http://example.com/b.jpg', '/media/ab/cd-ef.webp']) {
      expect((await t.call('/v1/user/update', { avatar: good }, { token })).code).toBe(0);
      expect(await avatar()).toBe(good);
    }
  });
});
