import { afterEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { OrderStatus } from '../../shared/enums.js';
import { allLocaleCodes } from '../../shared/locales.js';
import { dialects } from '../test/harness.js';
import { makePaymentTestApp, type PaymentTestApp } from '../providers/payment/test-support/app.js';
import { checkoutTexts, checkoutTextsFor, type CheckoutTexts } from '../providers/payment/checkout-texts.js';

let t: PaymentTestApp;
afterEach(() => t?.close());

const NBSP = '\u00a0';

interface CheckoutData {
  pay: { body: string; signature: string };
  texts: { processing: string; cancelling: string; failed: string };
}

/** A member speaking `lang` (users.lang) with a card order of `item` and its checkout link. */
async function orderIn(lang: string, item: string, kind: 'vip' | 'gold' = 'vip') {
  const { token, uid } = await t.member();
  await t.deps.db.updateTable('users').set({ lang }).where('id', '=', uid).execute();
  const created = await t.call(`/v1/${kind}/order/create`, { id: item, comeFrom: 'test' }, { token });
  expect(created.code).toBe(0);
  const orderId = created.data.orderId as string;
  const r = await t.call(`/v1/${kind}/order/payment`, { orderId, payMethod: 'OceanPayment' }, { token });
  expect(r.code).toBe(0);
  const url = new URL(r.data.payment.url);
  return { orderId, path: url.pathname + url.search };
}

/** The page as a browser gets it: status, HTML, the JSON its script reads, its policy header. */
async function open(path: string, headers: Record<string, string> = {}) {
  const res = await t.request(path, { headers });
  const html = await res.text();
  const json = /<script type="application\/json" id="checkout">(.*?)<\/script>/s.exec(html)?.[1];
  return {
    status: res.status,
    html,
    data: json ? (JSON.parse(json) as CheckoutData) : undefined,
    csp: res.headers.get('content-security-policy'),
  };
}

/** An element's text as a browser shows it (its inner tags dropped). */
const text = (html: string, testId: string) =>
  new RegExp(`data-testid="${testId}"[^>]*>(.*?)</(?:a|button|div)>`).exec(html)?.[1]?.replace(/<[^>]*>/g, '');
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0];

describe.each(dialects)('the sandbox checkout in the buyer language on %s', (dialect) => {
  it("shows a Russian buyer's Premium order in Russian, days and coins in their plural forms", async () => {
    t = await makePaymentTestApp({ dialect });
    const { orderId, path } = await orderIn('ru', 'vip-monthly');
    const page = await open(path, { 'accept-language': 'en-US,en;q=0.9' });
    expect(page.status).toBe(200);
    expect(htmlTag(page.html)).toBe('<html lang="ru" dir="ltr">');
    expect(page.html).toContain('<title>Оплата · Premium · 30 дней</title>');
    expect(page.html).toContain('<h1>Premium · 30 дней</h1>');
    expect(page.html).toContain('Premium на 30 дней и 300 монет');
    expect(page.html).toContain('Тестовая оплата · настоящие деньги не списываются');
    expect(page.html).toContain(`Заказ <bdi>${orderId}</bdi>`);
    expect(text(page.html, 'sandbox-amount')).toBe(`12,99${NBSP}$`);
    expect(text(page.html, 'sandbox-pay')).toBe(`Оплатить 12,99${NBSP}$`);
    expect(text(page.html, 'sandbox-cancel')).toBe('Отмена');
    expect(page.data!.texts).toEqual({
      processing: 'Обрабатываем платёж…',
      cancelling: 'Отменяем…',
      failed: 'Не удалось провести платёж. Попробуй ещё раз.',
    });
    for (const english of ['Checkout', 'Pay ', 'Cancel<', 'Order ', 'days', 'coins', 'Test checkout', '$12.99']) {
      expect(page.html, english).not.toContain(english);
    }
  });

  it("writes a German buyer's amount the German way and names a coin pack with its bonus", async () => {
    t = await makePaymentTestApp({ dialect });
    const premium = await open((await orderIn('de', 'vip-monthly')).path);
    expect(text(premium.html, 'sandbox-amount')).toBe(`12,99${NBSP}$`);
    expect(text(premium.html, 'sandbox-pay')).toBe(`12,99${NBSP}$ bezahlen`);
    expect(premium.html).toContain('30 Tage Premium und 300 Münzen');
    const coins = await open((await orderIn('de', 'gold-300', 'gold')).path);
    expect(coins.html).toContain('<h1>300 Münzen</h1>');
    expect(coins.html).toContain('300 Münzen + 30 Bonus');
  });

  it('lays an Arabic page out right to left, and a Premium plan reads in Arabic', async () => {
    t = await makePaymentTestApp({ dialect });
    const page = await open((await orderIn('ar', 'vip-quarterly')).path);
    expect(htmlTag(page.html)).toBe('<html lang="ar" dir="rtl">');
    expect(page.html).toContain('<h1>بريميوم · 90 يومًا</h1>');
    expect(page.html).toContain('بريميوم لمدة 90 يومًا و1000 عملة');
    expect(text(page.html, 'sandbox-cancel')).toBe('إلغاء');
    expect(page.data!.texts.processing).toBe('جارٍ معالجة الدفع…');
  });

  it("keeps the page's one script allowed by the policy, whatever language it shows", async () => {
    t = await makePaymentTestApp({ dialect });
    for (const lang of ['en', 'ar', 'ja']) {
      const page = await open((await orderIn(lang, 'gold-100', 'gold')).path);
      const script = /<script>(.*?)<\/script>/s.exec(page.html)![1]!;
      expect(page.csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
      expect(script).toContain('d.texts.processing');
    }
  });

  it("answers paid and cancelled orders in the owner's language, and bad links in the browser's", async () => {
    t = await makePaymentTestApp({ dialect });
    const paid = await orderIn('ru', 'vip-weekly');
    const first = await open(paid.path);
    const hook = await t.request('/hooks/pay/sandbox', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': first.data!.pay.signature },
      body: first.data!.pay.body,
    });
    expect(await hook.json()).toMatchObject({ credited: true, orderStatus: OrderStatus.hasPay });
    const again = await open(paid.path, { 'accept-language': 'de-DE' });
    expect(again.html).toContain('<h1>Уже оплачено</h1>');
    expect(again.html).toContain('Этот заказ уже оплачен.');
    expect(text(again.html, 'sandbox-back')).toBe('Назад');
    expect(again.html).not.toContain('sandbox-pay');

    const cancelled = await orderIn('pl', 'vip-weekly');
    await t.deps.db.updateTable('orders').set({ status: OrderStatus.cancel }).where('id', '=', cancelled.orderId).execute();
    expect((await open(cancelled.path)).html).toContain('<h1>Zamówienie anulowane</h1>');

    const expired = await open(`/pay/sandbox/${paid.orderId}?token=forged`, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(expired.status).toBe(403);
    expect(htmlTag(expired.html)).toBe('<html lang="de" dir="ltr">');
    expect(expired.html).toContain('<h1>Link abgelaufen</h1>');
    // Without a language it can read, English.
    expect((await open(`/pay/sandbox/${paid.orderId}?token=forged`, { 'accept-language': 'xx' })).html).toContain('<h1>Link expired</h1>');
    const rtl = await open(`/pay/sandbox/${paid.orderId}?token=forged`, { 'accept-language': 'ar-EG' });
    expect(htmlTag(rtl.html)).toBe('<html lang="ar" dir="rtl">');
  });
});

describe('the sandbox checkout when turned off', () => {
  it("says so in the browser's language", async () => {
    t = await makePaymentTestApp({ env: { PAYMENT_SANDBOX: '0' } });
    const res = await t.request('/pay/sandbox/o1?token=x', { headers: { 'accept-language': 'ja-JP,ja;q=0.9' } });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(htmlTag(html)).toBe('<html lang="ja" dir="ltr">');
    expect(html).toContain('テスト決済はオフになっています。');
  });
});

describe('the checkout texts', () => {
  it('pick the plural form each language needs', () => {
    const days = (lang: string, n: number) => checkoutTextsFor(lang).premiumDays({ days: n });
    expect([1, 3, 5, 21, 22, 30, 111].map((n) => days('ru', n))).toEqual([
      'Premium на 1 день',
      'Premium на 3 дня',
      'Premium на 5 дней',
      'Premium на 21 день',
      'Premium на 22 дня',
      'Premium на 30 дней',
      'Premium на 111 дней',
    ]);
    expect([1, 2, 5, 22].map((n) => checkoutTextsFor('uk').premiumTitle({ days: n }))).toEqual([
      'Premium · 1 день',
      'Premium · 2 дні',
      'Premium · 5 днів',
      'Premium · 22 дні',
    ]);
    expect([1, 2, 5, 22].map((n) => checkoutTextsFor('pl').coins({ coins: n }))).toEqual(['1 moneta', '2 monety', '5 monet', '22 monety']);
    expect([0, 1, 2, 3, 11, 100].map((n) => checkoutTextsFor('ar').coins({ coins: n }))).toEqual([
      '0 عملة',
      'عملة واحدة',
      'عملتان',
      '3 عملات',
      '11 عملة',
      '100 عملة',
    ]);
    expect([1, 2, 7, 30].map((n) => days('ar', n))).toEqual([
      'بريميوم لمدة يوم واحد',
      'بريميوم لمدة يومين',
      'بريميوم لمدة 7 أيام',
      'بريميوم لمدة 30 يومًا',
    ]);
    expect([1, 7].map((n) => days('en', n))).toEqual(['1 day of Premium', '7 days of Premium']);
  });

  it('exist in every language, none empty, none English but for English, every argument kept', () => {
    const en = checkoutTexts.en;
    const sample = { title: 'Zoë', id: 'ord_7Q', amount: '¤41', days: 37, coins: 433, bonus: 29, term: '«term»' };
    for (const lang of allLocaleCodes) {
      const table = (checkoutTexts as Record<string, CheckoutTexts>)[lang];
      expect(table, lang).toBeDefined();
      for (const [key, value] of Object.entries(table!)) {
        const english = en[key as keyof CheckoutTexts];
        if (typeof value === 'function') {
          const out = (value as (p: typeof sample) => string)(sample);
          for (const [arg, v] of Object.entries(sample))
            if ((english as (p: typeof sample) => string)(sample).includes(String(v)))
              expect(out, `${lang}.${key} keeps ${arg}`).toContain(String(v));
        } else if (typeof value === 'string') {
          expect(value.trim(), `${lang}.${key}`).not.toBe('');
          if (lang !== 'en' && !['premiumLifetimeTitle'].includes(key)) expect(value, `${lang}.${key}`).not.toBe(english);
        } else {
          const m = value as { title: string; text: string };
          const e = english as { title: string; text: string };
          expect(m.title.trim() && m.text.trim(), `${lang}.${key}`).toBeTruthy();
          if (lang !== 'en') expect([m.title, m.text], `${lang}.${key}`).not.toContain(e.title);
        }
      }
    }
  });
});
