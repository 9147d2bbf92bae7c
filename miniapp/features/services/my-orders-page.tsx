import { Link } from 'wouter';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { ServiceOrderStatus as S } from '../../../shared/service-orders.js';
import { isLoggedInAtom } from '../../state/session.js';
import { openLoginAtom } from '../../state/popups.js';
import { useProfile } from '../../state/profile.js';
import { showToastAtom } from '../../state/toasts.js';
import { Page } from '../../ui/page.js';
import { Button, buttonClass } from '../../ui/button.js';
import { EmptyState } from '../../ui/empty-state.js';
import { Skeleton } from '../../ui/skeleton.js';
import { CoinIcon, SparkIcon } from '../../ui/icons.js';
import { confirmModal } from '../../ui/confirm-modal.js';
import { useLocalePath } from '../../ui/locale-path.js';
import { useServiceOrderMoves, useServiceOrders } from './api/service-orders.js';
import { OrderCard } from './components/order-card.js';
import './services.css';

/** `/services/orders`: the custom pieces I ordered: cancel before the creator starts, accept when delivered. */
export function MyOrdersPage() {
  const { t } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openLogin = useSetAtom(openLoginAtom);
  const profile = useProfile();
  const orders = useServiceOrders('buyer');
  const moves = useServiceOrderMoves();
  const toast = useSetAtom(showToastAtom);
  const to = useLocalePath();

  const cancel = async (orderId: string) => {
    const ok = await confirmModal({
      title: t`Cancel this order?`,
      content: t`Your coins come back to you at once.`,
      okText: t`Cancel order`,
      cancelText: t`Keep it`,
    });
    if (ok) moves.cancel.mutate(orderId, { onSuccess: () => toast({ text: t`Order cancelled, coins refunded`, tone: 'success' }) });
  };
  const accept = (orderId: string) =>
    moves.accept.mutate(orderId, { onSuccess: () => toast({ text: t`Thank you! The creator has been paid`, tone: 'success' }) });

  let body;
  if (!loggedIn) {
    body = (
      <EmptyState
        icon={<SparkIcon size={48} />}
        title={<Trans>Log in to see your orders</Trans>}
        action={
          <Button size="big" onClick={() => openLogin()}>
            <Trans>Log in</Trans>
          </Button>
        }
      />
    );
  } else if (!orders.data) {
    body = orders.isError ? (
      <EmptyState
        title={<Trans>Could not load your orders.</Trans>}
        action={
          <Button variant="msgGray" onClick={() => void orders.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    ) : (
      [0, 1].map((i) => <Skeleton key={i} style={{ height: 140, marginBlockEnd: 12 }} />)
    );
  } else if (orders.data.list.length === 0) {
    body = (
      <EmptyState
        testId="service-orders-empty"
        icon={<SparkIcon size={48} />}
        title={<Trans>No orders yet</Trans>}
        text={
          <Trans>
            Order a custom story or photo set from the creator of a character you like: look for “Order a custom piece” on her page.
          </Trans>
        }
        action={
          <Link href={to('/')} className={buttonClass('primary', 'big')}>
            <Trans>Discover characters</Trans>
          </Link>
        }
      />
    );
  } else {
    body = orders.data.list.map((o) => (
      <OrderCard key={o.id} order={o}>
        {o.status === S.wait && (
          <Button
            variant="cancel"
            size="small"
            loading={moves.cancel.isPending && moves.cancel.variables === o.id}
            onClick={() => void cancel(o.id)}
            data-testid="service-cancel"
          >
            <Trans>Cancel order</Trans>
          </Button>
        )}
        {o.status === S.delivered && (
          <Button
            size="small"
            loading={moves.accept.isPending && moves.accept.variables === o.id}
            onClick={() => accept(o.id)}
            data-testid="service-accept"
          >
            <Trans>Accept and pay the creator</Trans>
          </Button>
        )}
        {o.sessionId && (
          <Link
            href={to(`/chat/${encodeURIComponent(o.sessionId)}`)}
            className={buttonClass('msgGray', 'small')}
            data-testid="service-open-chat"
          >
            <Trans>Open in chat</Trans>
          </Link>
        )}
      </OrderCard>
    ));
  }

  return (
    <Page back backFallback="/settings" title={<Trans>My orders</Trans>} testId="service-orders">
      <div className="content content--narrow services">
        {profile && (
          <p className="services__balance" data-testid="service-balance">
            <CoinIcon size={16} />
            <Trans>
              Your balance: <span className="num">{profile.goldBalance}</span> coins
            </Trans>
          </p>
        )}
        {body}
      </div>
    </Page>
  );
}
