import { z } from 'zod';
import type { OrderRow } from '../../db/database.js';
import type { Config } from '../../config.js';
import { deriveSecret, hmacHex, signatureMatches } from './signature.js';
import type { GatewayEvent, PaymentProvider, PaymentUrls, WebhookVerdict } from './types.js';

/**
 * The sandbox checkout: a hosted card gateway played by our own server. Its page
 * (`GET /pay/sandbox/:orderId?token=…`) pays or cancels the order by sending the same signed
 * webhook a real gateway would (`POST /hooks/pay/sandbox`). On by default outside production.
 * A paid Premium plan comes with the card it was charged on (SANDBOX_CARD), kept for renewals.
 */
export const SANDBOX = 'sandbox';
const LINK_TTL_MS = 30 * 60_000;

export const sandboxWebhookSecret = (config: Pick<Config, 'signSecret'>) => deriveSecret(config.signSecret, 'sandbox-webhook');
const linkSecret = (config: Pick<Config, 'signSecret'>) => deriveSecret(config.signSecret, 'sandbox-link');

interface LinkClaims extends PaymentUrls {
  orderId: string;
  expiresAt: number;
}

/** A signed, expiring checkout link: only the order's owner (who asked for it) can open it. */
export function signCheckoutToken(config: Pick<Config, 'signSecret'>, claims: LinkClaims): string {
  const payload = Buffer.from(JSON.stringify([claims.orderId, claims.returnUrl, claims.successUrl, claims.expiresAt])).toString(
    'base64url',
  );
  return `${payload}.${hmacHex(linkSecret(config), payload)}`;
}

export function readCheckoutToken(config: Pick<Config, 'signSecret'>, orderId: string, token: string, now: number): LinkClaims | null {
  const [payload, sig] = token.split('.');
  if (!payload || !signatureMatches(linkSecret(config), payload, sig)) return null;
  try {
    const [id, returnUrl, successUrl, expiresAt] = z
      .tuple([z.string(), z.string(), z.string(), z.number()])
      .parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (id !== orderId || expiresAt < now) return null;
    return { orderId: id, returnUrl, successUrl, expiresAt };
  } catch {
    return null;
  }
}

/** The test card the sandbox gateway charges and keeps for a subscription's renewals. */
export const SANDBOX_CARD = { brand: 'Visa', last4: '4242' } as const;

const webhookBody = z.object({
  provider: z.literal(SANDBOX),
  orderId: z.string().min(1).max(64),
  paymentId: z.string().min(1).max(128),
  status: z.enum(['paid', 'cancelled']),
  amountCents: z.number().int().nonnegative(),
  currency: z.string(),
  card: z.object({ brand: z.string().min(1).max(20), last4: z.string().regex(/^\d{4}$/) }).optional(),
  time: z.number(),
});

/**
 * The webhook the gateway sends for a choice on its page. The payment id is fixed per order, so a
 * double click or a reloaded page is the same payment, not a second one.
 */
export function sandboxWebhook(config: Pick<Config, 'signSecret'>, order: OrderRow, status: GatewayEvent['status'], now: number) {
  const body = JSON.stringify({
    provider: SANDBOX,
    orderId: order.id,
    paymentId: `sbx_${order.id}`,
    status,
    amountCents: order.amount_cents,
    currency: order.currency,
    ...(status === 'paid' && order.kind === 'vip' && { card: SANDBOX_CARD }),
    time: now,
  } satisfies z.infer<typeof webhookBody>);
  return { body, signature: hmacHex(sandboxWebhookSecret(config), body) };
}

export function verifySandboxWebhook(config: Pick<Config, 'signSecret'>, rawBody: string, signature: string | undefined): WebhookVerdict {
  if (!signatureMatches(sandboxWebhookSecret(config), rawBody, signature)) return { ok: false, status: 401, error: 'bad signature' };
  let parsed: z.infer<typeof webhookBody>;
  try {
    parsed = webhookBody.parse(JSON.parse(rawBody));
  } catch {
    return { ok: false, status: 400, error: 'malformed event' };
  }
  return {
    ok: true,
    event: {
      orderId: parsed.orderId,
      paymentId: parsed.paymentId,
      status: parsed.status,
      amountCents: parsed.amountCents,
      currency: parsed.currency,
      ...(parsed.card && { card: parsed.card }),
    },
  };
}

export function sandboxProvider(config: Pick<Config, 'signSecret' | 'publicUrl'>, clock: () => number): PaymentProvider {
  return {
    name: SANDBOX,
    // The card methods of the spec, whose real gateways' payloads are not known (docs/api.md, Other conventions).
    methods: ['OceanPayment', 'OceanPaymentApplePay', 'OceanPaymentGooglePay'],
    async createPayment(order, urls) {
      const token = signCheckoutToken(config, { orderId: order.id, ...urls, expiresAt: clock() + LINK_TTL_MS });
      return { payment: { type: 'redirect', url: `${config.publicUrl}/pay/sandbox/${encodeURIComponent(order.id)}?token=${token}` } };
    },
    verifyWebhook: (rawBody, signature) => verifySandboxWebhook(config, rawBody, signature),
    // No money moved, so none goes back: the refund id is fixed per payment, as a gateway's would be.
    refund: async (order) => ({ refundId: `sbx_refund_${order.id}` }),
    refundPayment: async (payment) => ({ refundId: `sbx_refund_${payment.paymentId}` }),
  };
}
