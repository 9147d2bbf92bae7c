import { useCallback, useEffect, useState } from 'react';
import { dateFormat } from '../../i18n/date-format.js';
import { Link, useSearch } from 'wouter';
import { useAtomValue } from 'jotai';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { OrderStatus } from '../../../shared/enums.js';
import { isLifetime, limits } from '../../../shared/constants.js';
import type { OrderKind } from '../../../shared/schemas/orders.js';
import { orderQuery, orderSettled } from '../../api/order.js';
import { useProfile } from '../../state/profile.js';
import { localeAtom } from '../../state/locale.js';
import { tokenAtom } from '../../state/session.js';
import { visitorTokenAtom } from '../../state/visitor.js';
import { Page } from '../../ui/page.js';
import { Button, buttonClass } from '../../ui/button.js';
import { CoinIcon, CrownIcon, ShieldIcon } from '../../ui/icons.js';
import { platform } from '../../platform/index.js';
import './pay-return.css';
import { PayFeedback } from '../trust/components/pay-feedback.js';
import { track } from '../../analytics/track.js';
import { takeComeBack } from './come-back.js';

type Outcome = 'verifying' | 'paid' | 'failed';

/** What a paid order changes: balances and Premium, and what Premium shows (clear photos, covers). */
const paymentChanges = ['profile', 'subscription', 'ledger', 'character', 'characters'];

/** True once the time `at` (epoch ms) has come. */
function useReached(at: number): boolean {
  const [reached, setReached] = useState(0);
  useEffect(() => {
    const id = setTimeout(() => setReached(at), Math.max(0, at - Date.now()));
    return () => clearTimeout(id);
  }, [at]);
  return reached === at;
}

/**
 * Polls the order every 3 s until it is paid (success) or cancelled, giving up after 10 s with
 * the spec's failure message. Only the server's order status counts: a gateway or invoice that
 * said 'paid' is not proof.
 */
function useOrderOutcome(kind: OrderKind, orderId: string) {
  const queryClient = useQueryClient();
  const [deadline, setDeadline] = useState(() => Date.now() + limits.paymentPollTimeoutMs);
  const timedOut = useReached(deadline);
  const { data, refetch } = useQuery({
    ...orderQuery(kind, orderId),
    enabled: !!orderId,
    meta: { silent: true },
    // A failing call is retried until the deadline; the failure message covers a lasting error.
    retry: false,
    refetchInterval: (query) => (orderSettled(query.state.data?.orderStatus) || Date.now() >= deadline ? false : limits.paymentPollMs),
    refetchIntervalInBackground: true,
  });
  const status = data?.orderStatus;
  const outcome: Outcome = !orderId
    ? 'failed'
    : status === OrderStatus.hasPay
      ? 'paid'
      : status === OrderStatus.cancel || timedOut
        ? 'failed'
        : 'verifying';

  useEffect(() => {
    if (outcome === 'paid') {
      platform().haptic('success');
      track(`buy_${kind === 'vip' ? 'vip' : 'coin'}.suc`, { orderId });
      void queryClient.invalidateQueries({ predicate: (q) => paymentChanges.includes(String(q.queryKey[0])) });
    } else if (outcome === 'failed' && orderId) {
      platform().haptic('error');
    }
  }, [outcome, orderId, queryClient, kind]);

  const retry = useCallback(() => {
    setDeadline(Date.now() + limits.paymentPollTimeoutMs);
    void refetch();
  }, [refetch]);
  return { outcome, retry };
}

/** `/pay/callback?orderId=…[&type=gold]`: where every payment comes back to. */
export function PayCallbackPage() {
  const query = new URLSearchParams(useSearch());
  const orderId = query.get('orderId') ?? query.get('order_id') ?? '';
  const kind: OrderKind = query.get('type') === 'gold' ? 'gold' : 'vip';
  const { outcome, retry } = useOrderOutcome(kind, orderId);

  return (
    <Page title={<Trans>Payment</Trans>} testId="pay-callback">
      <div className="content content--narrow">
        <div className="pay-result" data-outcome={outcome} data-testid={`pay-${outcome}`} aria-live="polite">
          {outcome === 'verifying' && <Verifying />}
          {outcome === 'paid' && (kind === 'vip' ? <Subscribed /> : <CoinsAdded />)}
          {outcome === 'failed' && <Failed kind={kind} onRetry={orderId ? retry : undefined} />}
          {outcome === 'failed' && <PayFeedback orderId={orderId} />}
        </div>
      </div>
    </Page>
  );
}

function Verifying() {
  return (
    <>
      <span className="pay-result__spinner" aria-hidden="true" />
      <h2 className="pay-result__title">
        <Trans>Verifying your payment…</Trans>
      </h2>
      <p className="muted">
        <Trans>This takes a few seconds. Please keep this page open.</Trans>
      </p>
    </>
  );
}

/** The 'subscribed successfully' state. */
function Subscribed() {
  const profile = useProfile();
  const locale = useAtomValue(localeAtom);
  const until =
    profile?.isVip && !isLifetime(profile.vipExpireAt)
      ? dateFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(profile.vipExpireAt)
      : null;
  // A visitor who bought Premium in the tour goes back to the tour's chat, not to sign-up.
  const [member, visitor] = [useAtomValue(tokenAtom), useAtomValue(visitorTokenAtom)];
  const touring = !member && !!visitor;
  return (
    <>
      <span className="pay-result__badge pay-result__badge--gold" aria-hidden="true">
        <CrownIcon size={40} />
      </span>
      <h2 className="pay-result__title" data-testid="subscribed-successfully">
        <Trans>Subscribed successfully</Trans>
      </h2>
      <p className="muted">
        {profile && isLifetime(profile.vipExpireAt) ? (
          <Trans>Lifetime Premium is yours. Enjoy every benefit, for good.</Trans>
        ) : until ? (
          <Trans>Premium is active until {until}. Enjoy!</Trans>
        ) : (
          <Trans>Premium is now active. Enjoy!</Trans>
        )}
      </p>
      <ul className="pay-result__perks">
        <li>
          <Trans>Unblurred photos</Trans>
        </li>
        <li>
          <Trans>Energy cap of 1000</Trans>
        </li>
        <li>
          <Trans>No chat queue</Trans>
        </li>
      </ul>
      <div className="pay-result__actions">
        <Link href={touring ? '/tour/chat' : '/'} className={buttonClass('gold', 'big', true)} data-testid="pay-done">
          <Trans>Start chatting</Trans>
        </Link>
        <Link href="/settings/subscription" className={buttonClass('msgGray', 'default', true)}>
          <Trans>Manage subscription</Trans>
        </Link>
      </div>
    </>
  );
}

function CoinsAdded() {
  const profile = useProfile();
  // Back where the coins were wanted (a chat's photo or gift), read once as the screen opens.
  const [back] = useState(() => takeComeBack() ?? '/');
  const balance = profile?.goldBalance;
  return (
    <>
      <span className="pay-result__badge pay-result__badge--coins" aria-hidden="true">
        <CoinIcon size={40} />
      </span>
      <h2 className="pay-result__title" data-testid="coins-added">
        <Trans>Coins added</Trans>
      </h2>
      <p className="muted">
        {balance !== undefined ? <Trans>Your balance is now {balance} coins.</Trans> : <Trans>Your coins have been added.</Trans>}
      </p>
      <div className="pay-result__actions">
        <Link href={back} className={buttonClass('gold', 'big', true)} data-testid="pay-done">
          <Trans>Start chatting</Trans>
        </Link>
        <Link href="/coins" className={buttonClass('msgGray', 'default', true)}>
          <Trans>Buy more coins</Trans>
        </Link>
      </div>
    </>
  );
}

function Failed({ kind, onRetry }: { kind: OrderKind; onRetry?: () => void }) {
  return (
    <>
      <span className="pay-result__badge pay-result__badge--failed" aria-hidden="true">
        <ShieldIcon size={40} />
      </span>
      <h2 className="pay-result__title">
        <Trans>Payment not confirmed</Trans>
      </h2>
      <p className="muted" data-testid="pay-failed-text">
        <Trans>The payment may have encountered an issue. Please wait a few minutes or try again...</Trans>
      </p>
      <div className="pay-result__actions">
        {onRetry && (
          <Button variant="msgGray" size="big" block onClick={onRetry} data-testid="pay-check-again">
            <Trans>Check again</Trans>
          </Button>
        )}
        <Link href={kind === 'gold' ? '/coins' : '/premium'} className={buttonClass('gold', 'big', true)}>
          <Trans>Try again</Trans>
        </Link>
        <Link href="/settings/customer-service" className={buttonClass('textLink', 'default', true)}>
          <Trans>Contact customer service</Trans>
        </Link>
      </div>
    </>
  );
}
