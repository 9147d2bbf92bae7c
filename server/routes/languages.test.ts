import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test/harness.js';
import { premiumReviews } from '../domain/orders/carousel.js';
import { reviewTranslations } from '../domain/orders/carousel-translations.js';

/** What the server writes for users follows the language the mini-app sends (Accept-Language). */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const lang = (code: string) => ({ headers: { 'accept-language': code } });

describe('server texts in the language of the call', () => {
  it('serves the Premium page reviews in the UI language, English without one', async () => {
    t = await makeTestApp();
    const ja = (await t.call('/v1/vip/order/carousel', {}, lang('ja-JP,ja;q=0.9'))).data.list as { content: string; author: string }[];
    expect(ja.map((r) => r.content)).toEqual(reviewTranslations.ja);
    expect(ja.map((r) => r.author)).toEqual(premiumReviews.map((r) => r.author));
    const en = (await t.call('/v1/vip/order/carousel')).data.list as { content: string }[];
    expect(en.map((r) => r.content)).toEqual(premiumReviews.map((r) => r.content));
  });

  it('answers a refusal in the UI language and in English without one', async () => {
    t = await makeTestApp();
    const guess = { email: 'lang.test@example.com', code: '000000' };
    const english = await t.call('/v1/login/email', guess);
    const russian = await t.call('/v1/login/email', guess, lang('ru'));
    expect(russian.code).toBe(english.code);
    expect(english.code).not.toBe(0);
    expect(english.message).toMatch(/^[A-Z][a-z ,]+/);
    expect(russian.message).toMatch(/[а-яё]/i);
    expect(russian.message).not.toMatch(/[a-z]{3}/);
  });
});
