import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useSetAtom } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { OrderStatus } from '../../../shared/enums.js';
import { limits } from '../../../shared/constants.js';
import { fetchOrderStatus } from '../../api/order.js';
import { refreshProfileAtom } from '../../state/profile.js';
import { Page } from '../../ui/page.js';
import { EmptyState } from '../../ui/empty-state.js';
import { buttonClass } from '../../ui/button.js';
import { CrownIcon, ShieldIcon } from '../../ui/icons.js';
import { platform } from '../../platform/index.js';

type Outcome = 'verifying' | 'paid' | 'failed';

/**
 * Return page of a payment: polls the order every 3 s; paid shows success, cancelled or 10 s
 * without an answer shows the failure message (spec §4).
 */
export function PayCallbackPage() {
  const query = new URLSearchParams(useSearch());
  const orderId = query.get('orderId') ?? query.get('order_id') ?? '';
  const kind = query.get('type') === 'gold' ? 'gold' : 'vip';
  const [outcome, setOutcome] = useState<Outcome>(orderId ? 'verifying' : 'failed');
  const refreshProfile = useSetAtom(refreshProfileAtom);

  useEffect(() => {
    if (!orderId) return;
    let stopped = false;
    const deadline = Date.now() + limits.paymentPollTimeoutMs;
    const poll = async () => {
      if (stopped) return;
      try {
        const { orderStatus } = await fetchOrderStatus(kind, orderId);
        if (stopped) return;
        if (orderStatus === OrderStatus.hasPay) {
          setOutcome('paid');
          platform().haptic('success');
          void refreshProfile().catch(() => {});
          return;
        }
        if (orderStatus === OrderStatus.cancel) {
          setOutcome('failed');
          return;
        }
      } catch {
        // Keep polling until the deadline; the failure message covers a lasting error.
      }
      if (Date.now() >= deadline) setOutcome('failed');
      else timer = setTimeout(poll, limits.paymentPollMs);
    };
    let timer = setTimeout(poll, 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderId, kind, refreshProfile]);

  return (
    <Page title={<Trans>Payment</Trans>} testId="pay-callback">
      <div className="content content--narrow">
        {outcome === 'verifying' && (
          <EmptyState icon={<span className="route-fallback__dot" />} title={<Trans>Verifying your payment…</Trans>} text={<Trans>This takes a few seconds. Please keep this page open.</Trans>} />
        )}
        {outcome === 'paid' && (
          <EmptyState
            icon={<CrownIcon size={48} />}
            title={<Trans>Payment successful</Trans>}
            text={kind === 'gold' ? <Trans>Your coins have been added.</Trans> : <Trans>Premium is now active. Enjoy!</Trans>}
            action={
              <Link href="/" className={buttonClass('primary', 'big')}>
                <Trans>Continue</Trans>
              </Link>
            }
          />
        )}
        {outcome === 'failed' && (
          <EmptyState
            icon={<ShieldIcon size={48} />}
            title={<Trans>Payment not confirmed</Trans>}
            text={<Trans>The payment may have encountered an issue. Please wait a few minutes or try again...</Trans>}
            action={
              <Link href="/settings/customer-service" className={buttonClass('msgGray', 'default')}>
                <Trans>Contact customer service</Trans>
              </Link>
            }
          />
        )}
      </div>
    </Page>
  );
}
