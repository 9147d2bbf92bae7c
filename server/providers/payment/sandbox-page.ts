import { createHash } from 'node:crypto';
import type { OrderRow } from '../../db/database.js';
import { OrderStatus } from '../../../shared/enums.js';
import { centsToPrice } from '../../../shared/plans.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
/** JSON inside a <script> element: `<` escaped so no text can close the element. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

const STYLE = `body{font-family:system-ui,sans-serif;background:#15131a;color:#f4f1f8;margin:0;display:grid;place-items:center;min-height:100vh}
main{box-sizing:border-box;background:#221f29;border-radius:16px;padding:28px;width:min(92vw,380px);box-shadow:0 8px 30px #0008}
h1{font-size:20px;margin:0 0 4px}.muted{color:#a9a3b5;font-size:14px}.amount{font-size:32px;font-weight:700;margin:18px 0}
.badge{display:inline-block;background:#3a2f12;color:#ffd36b;border-radius:8px;padding:2px 8px;font-size:12px;margin-bottom:14px}
button,a.btn{display:block;width:100%;box-sizing:border-box;text-align:center;border:0;border-radius:12px;padding:14px;font-size:16px;margin-top:10px;cursor:pointer;text-decoration:none}
.pay{background:#e0457b;color:#fff}.cancel{background:#38343f;color:#f4f1f8}button:disabled{opacity:.5}#msg{min-height:20px;margin-top:12px;font-size:14px}`;

const CHECKOUT_SCRIPT = `
const d = JSON.parse(document.getElementById('checkout').textContent);
const buttons = [...document.querySelectorAll('button[data-action]')];
const msg = document.getElementById('msg');
async function send(which) {
  buttons.forEach((b) => (b.disabled = true));
  msg.textContent = which === 'pay' ? 'Processing payment…' : 'Cancelling…';
  try {
    const r = await fetch(d.hook, { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': d[which].signature }, body: d[which].body });
    if (!r.ok) throw new Error('HTTP ' + r.status);
    location.replace(which === 'pay' ? d.successUrl : d.returnUrl);
  } catch (e) {
    msg.textContent = 'The payment could not be completed. Please try again.';
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

const shell = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

export const sandboxMessagePage = (title: string, text: string, backUrl?: string) =>
  shell(
    title,
    `<h1>${esc(title)}</h1><p class="muted">${esc(text)}</p>${backUrl ? `<a class="btn cancel" href="${esc(backUrl)}" data-testid="sandbox-back">Back</a>` : ''}`,
  );

export interface SandboxCheckoutView {
  order: OrderRow;
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
  if (v.order.status !== OrderStatus.wait || v.order.provider_ref) {
    const paid = v.order.status !== OrderStatus.cancel;
    return sandboxMessagePage(
      paid ? 'Already paid' : 'Order cancelled',
      paid ? 'This order has been paid.' : 'This order was cancelled. Please place a new one.',
      v.returnUrl,
    );
  }
  const amount = `$${centsToPrice(v.order.amount_cents).toFixed(2)}`;
  const data = { hook: v.hookUrl, returnUrl: v.returnUrl, successUrl: v.successUrl, pay: v.pay, cancel: v.cancel };
  return shell(
    `Checkout · ${v.title}`,
    `<span class="badge">Test checkout · no real money is charged</span>
<h1>${esc(v.title)}</h1><div class="muted">${esc(v.description)}</div>
<div class="amount" data-testid="sandbox-amount">${esc(amount)}</div>
<div class="muted">Order ${esc(v.order.id)}</div>
<button class="pay" data-testid="sandbox-pay" data-action="pay">Pay ${esc(amount)}</button>
<button class="cancel" data-testid="sandbox-cancel" data-action="cancel">Cancel</button>
<div id="msg" role="status"></div>
<script type="application/json" id="checkout">${scriptJson(data)}</script>
<script>${CHECKOUT_SCRIPT}</script>`,
  );
}
