import { createHash } from 'node:crypto';
import type { OrderRow } from '../../db/database.js';
import { OrderStatus } from '../../../shared/enums.js';
import { orderMoney } from '../../../shared/currency.js';
import { findLocale, matchLocale } from '../../../shared/locales.js';
import { checkoutTextsFor, type CheckoutTexts } from './checkout-texts.js';
import { SANDBOX_CARD } from './sandbox.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
/** JSON inside a <script> element: `<` escaped so no text can close the element. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

const STYLE = `body{font-family:system-ui,sans-serif;background:#15131a;color:#f4f1f8;margin:0;display:grid;place-items:center;min-height:100vh}
main{box-sizing:border-box;background:#221f29;border-radius:16px;padding:28px;width:min(92vw,380px);box-shadow:0 8px 30px #0008}
h1{font-size:20px;margin:0 0 4px}.muted{color:#a9a3b5;font-size:14px}.amount{font-size:32px;font-weight:700;margin:18px 0}
.badge{display:inline-block;background:#3a2f12;color:#ffd36b;border-radius:8px;padding:2px 8px;font-size:12px;margin-bottom:14px}
button,a.btn{display:block;width:100%;box-sizing:border-box;text-align:center;border:0;border-radius:12px;padding:14px;font-size:16px;margin-top:10px;cursor:pointer;text-decoration:none}
.card{margin-top:14px;padding:10px 12px;border-radius:10px;background:#2c2833;font-size:15px;letter-spacing:.04em}.pay{background:#e0457b;color:#fff}.cancel{background:#38343f;color:#f4f1f8}button:disabled{opacity:.5}#msg{min-height:20px;margin-top:12px;font-size:14px}`;

// Constant text (the policy below allows it by hash): its words come in the page's JSON data.
const CHECKOUT_SCRIPT = `
const d = JSON.parse(document.getElementById('checkout').textContent);
const buttons = [...document.querySelectorAll('button[data-action]')];
const msg = document.getElementById('msg');
async function send(which) {
  buttons.forEach((b) => (b.disabled = true));
  msg.textContent = which === 'pay' ? d.texts.processing : d.texts.cancelling;
  try {
    const r = await fetch(d.hook, { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': d[which].signature }, body: d[which].body });
    if (!r.ok) throw new Error('HTTP ' + r.status);
    location.replace(which === 'pay' ? d.successUrl : d.returnUrl);
  } catch (e) {
    msg.textContent = d.texts.failed;
    buttons.forEach((b) => (b.disabled = false));
  }
}
buttons.forEach((b) => b.addEventListener('click', () => send(b.dataset.action)));
`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The pages' own policy: their one inline style and script by hash, calls to our own webhook,
 * and no framing (the page carries a payment link's token).
 */
export const SANDBOX_PAGE_CSP = [
  "default-src 'none'",
  `script-src ${sha256(CHECKOUT_SCRIPT)}`,
  `style-src ${sha256(STYLE)}`,
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A page language: a supported locale code, English when none fits. */
export const pageLanguage = (lang: string | null | undefined) => matchLocale(lang) ?? 'en';

/** The BCP 47 tag for `lang` (`zh-hant` is written `zh-Hant`). */
const langTag = (code: string) => (code === 'zh-hant' ? 'zh-Hant' : code);

/**
 * A text with a value in it, the value in <bdi> so it keeps its own direction inside a sentence
 * of either (an order id, a price in Arabic), and copies without invisible marks.
 */
const withValue = (text: (v: string) => string, value: string) => esc(text('\u0000')).replace('\u0000', `<bdi>${esc(value)}</bdi>`);

const shell = (lang: string, title: string, body: string) =>
  `<!doctype html><html lang="${langTag(lang)}" dir="${findLocale(lang)?.dir ?? 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

export type SandboxMessage = 'paid' | 'cancelled' | 'expired' | 'notFound' | 'off';

/** One of the page's messages in a language (a locale code or a browser tag; English when unknown). */
export function sandboxMessagePage(which: SandboxMessage, lang: string | null | undefined, backUrl?: string) {
  const code = pageLanguage(lang);
  const t = checkoutTextsFor(code);
  const { title, text } = t[which];
  return shell(
    code,
    title,
    `<h1>${esc(title)}</h1><p class="muted">${esc(text)}</p>${backUrl ? `<a class="btn cancel" href="${esc(backUrl)}" data-testid="sandbox-back">${esc(t.back)}</a>` : ''}`,
  );
}

/** The amount as the page's language writes money (`$12.99`, German `12,99 $`). */
const amountOf = (order: OrderRow, lang: string) => orderMoney(order.amount_cents, order.currency, lang);

export interface SandboxCheckoutView {
  order: OrderRow;
  /** The order owner's language (users.lang). */
  lang: string | null | undefined;
  title: string;
  description: string;
  returnUrl: string;
  successUrl: string;
  hookUrl: string;
  pay: { body: string; signature: string };
  cancel: { body: string; signature: string };
}

/**
 * The sandbox gateway's checkout page. Its buttons deliver the gateway's signed webhook (bodies
 * and signatures prepared by the server, which alone knows the secret) and then send the user back
 * to the return page, which learns the outcome by polling the order like after a real gateway.
 */
export function sandboxCheckoutPage(v: SandboxCheckoutView): string {
  const lang = pageLanguage(v.lang);
  if (v.order.status !== OrderStatus.wait || v.order.provider_ref) {
    return sandboxMessagePage(v.order.status !== OrderStatus.cancel ? 'paid' : 'cancelled', lang, v.returnUrl);
  }
  const t: CheckoutTexts = checkoutTextsFor(lang);
  const amount = amountOf(v.order, lang);
  const data = {
    hook: v.hookUrl,
    returnUrl: v.returnUrl,
    successUrl: v.successUrl,
    pay: v.pay,
    cancel: v.cancel,
    texts: { processing: t.processing, cancelling: t.cancelling, failed: t.failed },
  };
  return shell(
    lang,
    t.pageTitle({ title: v.title }),
    `<span class="badge">${esc(t.testBadge)}</span>
<h1>${esc(v.title)}</h1><div class="muted">${esc(v.description)}</div>
<div class="amount" data-testid="sandbox-amount">${esc(amount)}</div>
<div class="muted">${withValue((id) => t.order({ id }), v.order.id)}</div>
${v.order.kind === 'vip' ? `<div class="card" data-testid="sandbox-card" dir="ltr">${esc(SANDBOX_CARD.brand)} •••• ${SANDBOX_CARD.last4}</div>` : ''}
<button class="pay" data-testid="sandbox-pay" data-action="pay">${withValue((a) => t.pay({ amount: a }), amount)}</button>
<button class="cancel" data-testid="sandbox-cancel" data-action="cancel">${esc(t.cancel)}</button>
<div id="msg" role="status"></div>
<script type="application/json" id="checkout">${scriptJson(data)}</script>
<script>${CHECKOUT_SCRIPT}</script>`,
  );
}
