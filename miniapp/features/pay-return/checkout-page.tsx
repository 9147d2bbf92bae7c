import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useSetAtom } from 'jotai';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { OrderStatus, type PayMethod } from '../../../shared/enums.js';
import type { GoldItem, VipPlan } from '../../../shared/schemas/config.js';
import type { OrderData, OrderKind } from '../../../shared/schemas/orders.js';
import { money } from '../../../shared/currency.js';
import { availablePayMethods, payOrder, returnPath, stepAfterPayment } from '../../api/checkout.js';
import { goldItemsQuery, orderQuery, vipPlansQuery } from '../../api/order.js';
import { showToastAtom } from '../../state/toasts.js';
import { useAppConfig } from '../../state/config.js';
import { Page } from '../../ui/page.js';
import { MainAction } from '../../ui/main-action.js';
import { EmptyState } from '../../ui/empty-state.js';
import { Skeleton } from '../../ui/skeleton.js';
import { buttonClass } from '../../ui/button.js';
import { CardIcon, CoinIcon, CrownIcon, LockIcon, ShieldIcon } from '../../ui/icons.js';
import './pay-return.css';

function MethodName({ method }: { method: PayMethod }) {
  switch (method) {
    case 'OceanPayment':
      return <Trans>Credit or debit card</Trans>;
    case 'OceanPaymentApplePay':
      return <>Apple Pay</>;
    case 'OceanPaymentGooglePay':
      return <>Google Pay</>;
    case 'TelegramStar':
      return <Trans>Telegram Stars</Trans>;
    case 'TapWallet':
      return <Trans>USDT wallet</Trans>;
    case 'TpRoyal':
      return <Trans>UPI (₹)</Trans>;
    default:
      return <>{method}</>;
  }
}

const methodMark: Partial<Record<PayMethod, ReactNode>> = {
  OceanPayment: <CardIcon size={20} />,
  OceanPaymentApplePay: 'Pay',
  OceanPaymentGooglePay: 'G Pay',
  TelegramStar: '⭐',
  TapWallet: '₮',
  TpRoyal: '₹',
};

interface Item {
  name: ReactNode;
  sub?: ReactNode;
}

function describe(kind: OrderKind, order: OrderData, plans: VipPlan[] | null, golds: GoldItem[] | null): Item {
  if (kind === 'gold') {
    const g = golds?.find((x) => x.id === order.itemId);
    if (!g) return { name: <Trans>Coins</Trans> };
    const total = g.gold + g.bonus;
    return {
      name: <Trans>{total} coins</Trans>,
      sub:
        g.bonus > 0 ? (
          <Trans>
            {g.gold} + {g.bonus} bonus
          </Trans>
        ) : undefined,
    };
  }
  const p = plans?.find((x) => x.id === order.itemId);
  if (!p) return { name: <Trans>Premium</Trans> };
  if (p.lifetime)
    return {
      name: <Trans>Lifetime Premium</Trans>,
      sub: (
        <Trans>
          One payment, <bdi dir="ltr">+{p.giftGold}</bdi> coins
        </Trans>
      ),
    };
  const length =
    p.month < 1 ? (
      <Plural value={Math.max(1, Math.round(p.days / 7))} one="# week" other="# weeks" />
    ) : (
      <Plural value={p.month} one="# month" other="# months" />
    );
  return { name: <Trans>Premium · {length}</Trans>, sub: <Trans>Renews automatically, cancel anytime</Trans> };
}

/** `/checkout/:orderId?type=vip|gold`: the order, the pay methods of this platform, Pay. */
export function CheckoutPage() {
  const { t, i18n } = useLingui();
  const { orderId } = useParams<{ orderId: string }>();
  const kind: OrderKind = new URLSearchParams(useSearch()).get('type') === 'gold' ? 'gold' : 'vip';
  const [, navigate] = useLocation();
  const toast = useSetAtom(showToastAtom);
  const ordered = useQuery(orderQuery(kind, orderId));
  // Paid already (a second tab, a back button): the return page shows the result.
  const paid = ordered.data?.orderStatus === OrderStatus.hasPay;
  const order = ordered.data && !paid ? ordered.data : null;
  const failed = ordered.isError && !ordered.data;
  const silent = { meta: { silent: true } };
  const plans = useQuery({ ...vipPlansQuery, ...silent, enabled: kind === 'vip' }).data ?? null;
  const golds = useQuery({ ...goldItemsQuery, ...silent, enabled: kind === 'gold' }).data ?? null;
  const methods = availablePayMethods(useAppConfig()?.payMethods);
  const [picked, setMethod] = useState<PayMethod>(methods[0]!);
  // The methods come from /v1/config: a pick that is not among them (yet) falls back to the first.
  const method = methods.includes(picked) ? picked : methods[0]!;
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (paid) navigate(returnPath(kind, orderId), { replace: true });
  }, [paid, kind, orderId, navigate]);

  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && setBusy(false);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const pay = async () => {
    if (!order || busy) return;
    setBusy(true);
    try {
      const step = stepAfterPayment(kind, order.orderId, await payOrder(kind, order.orderId, method));
      if (step.next === 'away') return;
      setBusy(false);
      if (step.next === 'verify') navigate(step.path, { replace: true });
      else if (step.next === 'cancelled') toast(t`Payment cancelled`);
      else if (step.next === 'failed')
        toast({ text: t`The payment may have encountered an issue. Please wait a few minutes or try again...`, tone: 'error' });
    } catch {
      setBusy(false);
    }
  };

  const amount = order ? money(order.amount, 'USD', i18n.locale) : '';
  const item = order ? describe(kind, order, plans, golds) : null;
  const cancelled = order?.orderStatus === OrderStatus.cancel;
  const payText = method === 'TelegramStar' && order?.stars ? t`Pay ⭐ ${order.stars}` : t`Pay ${amount}`;

  return (
    <Page back backFallback={kind === 'gold' ? '/coins' : '/premium'} title={<Trans>Checkout</Trans>} testId="checkout">
      <div className="content content--narrow checkout">
        {failed && (
          <EmptyState
            icon={<ShieldIcon size={44} />}
            title={<Trans>This order could not be found</Trans>}
            action={
              <Link href={kind === 'gold' ? '/coins' : '/premium'} className={buttonClass('gold', 'big')}>
                <Trans>Start again</Trans>
              </Link>
            }
          />
        )}
        {!failed && !order && <Skeleton className="pp-plan-skeleton" style={{ display: 'block', height: 80, borderRadius: 16 }} />}
        {order && item && (
          <>
            <section className="checkout__summary" data-testid="checkout-summary">
              <span className="checkout__icon" aria-hidden="true">
                {kind === 'gold' ? <CoinIcon size={26} /> : <CrownIcon size={26} />}
              </span>
              <span className="checkout__what">
                <span className="checkout__name">{item.name}</span>
                {item.sub && <span className="checkout__sub">{item.sub}</span>}
              </span>
              <span className="checkout__amount num" data-testid="checkout-amount">
                {amount}
              </span>
            </section>
            {cancelled ? (
              <EmptyState
                title={<Trans>This order was cancelled</Trans>}
                text={<Trans>Please place a new order.</Trans>}
                action={
                  <Link href={kind === 'gold' ? '/coins' : '/premium'} className={buttonClass('gold', 'big')}>
                    <Trans>Start again</Trans>
                  </Link>
                }
              />
            ) : (
              <>
                <section className="checkout__methods" role="radiogroup" aria-labelledby="checkout-methods" data-testid="pay-methods">
                  <h2 className="checkout__title" id="checkout-methods">
                    <Trans>Payment method</Trans>
                  </h2>
                  {methods.map((m) => (
                    <button
                      key={m}
                      type="button"
                      role="radio"
                      aria-checked={m === method}
                      className={`pay-method${m === method ? ' is-selected' : ''}`}
                      onClick={() => setMethod(m)}
                      data-testid={`pay-method-${m}`}
                    >
                      <span className={`pay-method__logo pay-method__logo--${m}`} aria-hidden="true">
                        {methodMark[m] ?? '•'}
                      </span>
                      <span className="pay-method__name">
                        <MethodName method={m} />
                      </span>
                      <span className="pay-method__radio" aria-hidden="true" />
                    </button>
                  ))}
                </section>
                <p className="checkout__secure">
                  <LockIcon size={16} />
                  <Trans>You pay on the provider's secure page and come back here automatically.</Trans>
                </p>
                <MainAction text={payText} variant="gold" onClick={() => void pay()} loading={busy} testId="checkout-pay" />
              </>
            )}
          </>
        )}
      </div>
    </Page>
  );
}
