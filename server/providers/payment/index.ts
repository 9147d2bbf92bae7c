import type { Deps } from '../../deps.js';
import type { PayMethod } from '../../../shared/enums.js';
import { ErrorCode, ErrorText } from '../../../shared/errors.js';
import { AppError } from '../../errors.js';
import { sandboxProvider } from './sandbox.js';
import { telegramStarProvider } from './telegram-star.js';
import type { PaymentProvider } from './types.js';

export type { CreateInvoiceLink, PaymentProvider, StarsInvoice, GatewayEvent, WebhookVerdict, PaymentUrls } from './types.js';
export { starsInvoiceOf } from './telegram-star.js';

/** The providers this deployment can really use; Stars once the bot (deps.bot) has started. */
export function paymentProviders(deps: Deps): PaymentProvider[] {
  const list: PaymentProvider[] = [];
  if (deps.config.botToken && deps.bot?.ready()) list.push(telegramStarProvider(deps.db, deps.bot.createInvoiceLink));
  if (deps.config.paymentSandbox) list.push(sandboxProvider(deps.config, deps.clock));
  return list;
}

/** The provider of a pay method, or the spec's 'not supported yet' (code 1000). */
export function providerForMethod(deps: Deps, method: PayMethod): PaymentProvider {
  const provider = paymentProviders(deps).find((p) => p.methods.includes(method));
  if (!provider) {
    if (method === 'TelegramStar' && deps.config.botToken) deps.log.warn('TelegramStar asked for but the bot has not started');
    throw new AppError(ErrorCode.badParams, ErrorText.paymentNotSupported);
  }
  return provider;
}

/** The hosted gateway answering at `/hooks/pay/<name>`, if it is configured. */
export const webhookProvider = (deps: Deps, name: string) => paymentProviders(deps).find((p) => p.name === name && p.verifyWebhook);
