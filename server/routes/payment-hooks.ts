import { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';
import { BodyAborted, BodyTooLarge, requestHeader, requestText } from '../http/node-request.js';
import { markPaid } from '../domain/orders/index.js';
import { cancelUnpaidOrder } from '../domain/orders/create.js';
import { refundUncreditedPayment } from '../domain/orders/uncredited-refund.js';
import { asPayMethod, findOrder } from '../domain/orders/view.js';
import { webhookProvider } from '../providers/payment/index.js';
import { readCheckoutToken, sandboxWebhook, SANDBOX } from '../providers/payment/sandbox.js';
import { pageLanguage, SANDBOX_PAGE_CSP, sandboxCheckoutPage, sandboxMessagePage } from '../providers/payment/sandbox-page.js';
import { orderTitle } from '../providers/payment/order-title.js';
import { getUser } from '../domain/users.js';

const WEBHOOK_MAX_BYTES = 64 * 1024;

/**
 * Outside /v1 (no envelope, no `sign`): hosted gateways' webhooks, authenticated by their own
 * HMAC signature, and the sandbox gateway's checkout page. Mounted at the root before the static
 * files: `app.route('/', paymentHookRoutes)`.
 */
export const paymentHookRoutes = new Hono<AppEnv>()
  .post('/hooks/pay/:provider', async (c) => {
    const deps = c.get('deps');
    // The body is read (or a refused one drained) before any answer, so the gateway's
    // keep-alive connection stays usable whatever we answer.
    let raw: string;
    try {
      raw = await requestText(c, WEBHOOK_MAX_BYTES);
    } catch (e) {
      if (e instanceof BodyAborted) return c.body(null, 400);
      if (!(e instanceof BodyTooLarge)) throw e;
      if (e.closeConnection) c.header('Connection', 'close');
      return c.json({ ok: false, error: 'body too large' }, 413);
    }
    const provider = webhookProvider(deps, c.req.param('provider'));
    if (!provider?.verifyWebhook) return c.json({ ok: false, error: 'unknown payment provider' }, 404);
    const verdict = provider.verifyWebhook(raw, requestHeader(c, 'x-signature'));
    if (!verdict.ok) {
      deps.log.warn('payment webhook refused', { provider: provider.name, status: verdict.status, error: verdict.error });
      return c.json({ ok: false, error: verdict.error }, verdict.status);
    }
    const event = verdict.event;
    const order = await findOrder(deps.db, event.orderId);
    if (!order) return c.json({ ok: false, error: 'unknown order' }, 404);
    if (event.status === 'cancelled') {
      const o = await cancelUnpaidOrder(deps, order.id);
      return c.json({ ok: true, orderStatus: o!.status });
    }
    const method = asPayMethod(order.pay_method);
    const r = await markPaid(deps, {
      orderId: order.id,
      providerRef: event.paymentId,
      payMethod: method && provider.methods.includes(method) ? method : provider.methods[0]!,
      amountCents: event.amountCents,
      currency: event.currency,
      card: event.card,
    });
    if (r.credited)
      void deps.bot?.notifier.orderPaid(r.order.user_id, r.order).catch((e) => deps.log.warn('notify failed', { error: String(e) }));
    // Money that bought nothing goes back (once, whatever arrives twice).
    const refund = await refundUncreditedPayment(deps, provider, event, r);
    // The gateway delivers again on anything but 2xx: only a refund that failed is worth another try.
    if (refund === 'failed') return c.json({ ok: false, error: 'refund failed, deliver again' }, 503);
    // 200 otherwise: the event was received and handled; a retry would change nothing.
    return c.json({
      ok: true,
      credited: r.credited,
      orderStatus: r.order.status,
      ...(r.reason && { reason: r.reason }),
      ...(refund && { refund }),
    });
  })
  .get('/pay/sandbox/:orderId', async (c) => {
    const deps = c.get('deps');
    c.header('Cache-Control', 'no-store');
    // The link carries a token: keep it out of Referer headers and frames.
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Frame-Options', 'DENY');
    c.header('Content-Security-Policy', SANDBOX_PAGE_CSP);
    // Before the order is known, the browser's language; after, its owner's (a gateway's hosted
    // page shows the buyer's language).
    const browserLang = requestHeader(c, 'accept-language')?.split(',')[0]?.split(';')[0];
    if (!deps.config.paymentSandbox) return c.html(sandboxMessagePage('off', browserLang), 404);
    const orderId = c.req.param('orderId');
    const claims = readCheckoutToken(deps.config, orderId, c.req.query('token') ?? '', deps.clock());
    if (!claims) return c.html(sandboxMessagePage('expired', browserLang), 403);
    const order = await findOrder(deps.db, orderId);
    if (!order) return c.html(sandboxMessagePage('notFound', browserLang), 404);
    const lang = (await getUser(deps.db, order.user_id))?.lang || browserLang;
    const { title, description } = await orderTitle(deps.db, order, pageLanguage(lang));
    const now = deps.clock();
    return c.html(
      sandboxCheckoutPage({
        order,
        lang,
        title,
        description,
        returnUrl: claims.returnUrl,
        successUrl: claims.successUrl,
        hookUrl: `/hooks/pay/${SANDBOX}`,
        pay: sandboxWebhook(deps.config, order, 'paid', now),
        cancel: sandboxWebhook(deps.config, order, 'cancelled', now),
      }),
    );
  });
