import { readConfig } from '../server/config.js';
import { createDeps } from '../server/deps-factory.js';
import { consoleLogger } from '../server/log.js';
import { confirmSupportPayment } from '../server/domain/orders/support-confirm.js';

/**
 * For operators: a transfer to customer service arrived for a coin order.
 * `node --import tsx scripts/support-paid.ts <orderId> <transferRef> [amountUSD]` credits the order
 * once (the same reference again does nothing) with the channel's bonus coins (docs/money.md).
 */
const [orderId, transferRef, amount] = process.argv.slice(2);
if (!orderId || !transferRef) {
  console.error('usage: support-paid.ts <orderId> <transferRef> [amountUSD]');
  process.exit(2);
}
const deps = await createDeps(readConfig(), { log: consoleLogger, clock: Date.now });
try {
  const r = await confirmSupportPayment(deps, orderId, transferRef, amount ? Math.round(Number(amount) * 100) : undefined);
  console.log(
    JSON.stringify({
      credited: r.credited,
      reason: r.reason ?? null,
      needsRefund: r.needsRefund ?? false,
      goldBalance: r.user.gold_balance,
    }),
  );
} finally {
  await deps.close();
}
