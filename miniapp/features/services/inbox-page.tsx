import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { ServiceOrderStatus as S } from '../../../shared/service-orders.js';
import { isLoggedInAtom } from '../../state/session.js';
import { openLoginAtom } from '../../state/popups.js';
import { useProfile } from '../../state/profile.js';
import { showToastAtom } from '../../state/toasts.js';
import { Page } from '../../ui/page.js';
import { Button } from '../../ui/button.js';
import { EmptyState } from '../../ui/empty-state.js';
import { Skeleton } from '../../ui/skeleton.js';
import { CoinIcon, SparkIcon } from '../../ui/icons.js';
import { confirmModal } from '../../ui/confirm-modal.js';
import { useServiceOrderMoves, useServiceOrders } from './api/service-orders.js';
import { OrderCard } from './components/order-card.js';
import { DeliverForm } from './components/deliver-form.js';
import './services.css';

/** `/services/inbox`: orders for my characters: confirm or decline, then deliver into the buyer's chat. */
export function ServiceInboxPage() {
  const { t } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openLogin = useSetAtom(openLoginAtom);
  const profile = useProfile();
  const orders = useServiceOrders('provider');
  const moves = useServiceOrderMoves();
  const toast = useSetAtom(showToastAtom);
  const [delivering, setDelivering] = useState<string | null>(null);

  const reject = async (orderId: string) => {
    const ok = await confirmModal({
      title: t`Decline this order?`,
      content: t`The buyer gets all their coins back.`,
      okText: t`Decline`,
      cancelText: t`Keep it`,
    });
    if (ok)
      moves.reject.mutate(
        { orderId, reason: '' },
        { onSuccess: () => toast({ text: t`Order declined, the buyer was refunded`, tone: 'success' }) },
      );
  };
  const deliver = (orderId: string, text: string, photoIds: string[]) =>
    moves.deliver.mutate(
      { orderId, text, photoIds },
      {
        onSuccess: () => {
          setDelivering(null);
          toast({ text: t`Delivered to the buyer's chat`, tone: 'success' });
        },
      },
    );

  let body;
  if (!loggedIn) {
    body = (
      <EmptyState
        icon={<SparkIcon size={48} />}
        title={<Trans>Log in to see orders for your characters</Trans>}
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
        testId="service-inbox-empty"
        icon={<SparkIcon size={48} />}
        title={<Trans>No orders for your characters yet</Trans>}
        text={
          <Trans>
            When you publish a character, people can order custom stories and photo sets from you. You receive the price less the platform
            fee when they accept.
          </Trans>
        }
      />
    );
  } else {
    body = orders.data.list.map((o) => (
      <OrderCard key={o.id} order={o}>
        {o.status === S.wait && (
          <Button
            size="small"
            loading={moves.confirm.isPending && moves.confirm.variables === o.id}
            onClick={() => moves.confirm.mutate(o.id)}
            data-testid="service-confirm"
          >
            <Trans>Confirm</Trans>
          </Button>
        )}
        {o.status === S.confirmed && delivering !== o.id && (
          <Button size="small" onClick={() => setDelivering(o.id)} data-testid="service-open-deliver">
            <Trans>Deliver</Trans>
          </Button>
        )}
        {(o.status === S.wait || o.status === S.confirmed) && (
          <Button variant="cancel" size="small" onClick={() => void reject(o.id)} data-testid="service-reject">
            <Trans>Decline</Trans>
          </Button>
        )}
        {o.status === S.confirmed && delivering === o.id && (
          <DeliverForm order={o} busy={moves.deliver.isPending} onDeliver={(text, photoIds) => deliver(o.id, text, photoIds)} />
        )}
      </OrderCard>
    ));
  }

  return (
    <Page back backFallback="/my-roles" title={<Trans>Orders for my characters</Trans>} testId="service-inbox">
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
