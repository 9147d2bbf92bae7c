import type { ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans } from '@lingui/react/macro';
import type { ServiceOrder } from '../../../../shared/schemas/service-orders.js';
import { isLoggedInAtom } from '../../../state/session.js';
import { openLoginAtom } from '../../../state/popups.js';
import { useProfile } from '../../../state/profile.js';
import { Page } from '../../../ui/page.js';
import { Button } from '../../../ui/button.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { CoinIcon, SparkIcon } from '../../../ui/icons.js';
import { useServiceOrders, type Role } from '../api/service-orders.js';
import { OrderCard } from './order-card.js';
import '../services.css';

/**
 * One side's orders as a page (the buyer's "My orders", the creator's inbox): the balance, a
 * log-in prompt for a visitor, skeletons, a retry, the empty state, then a card per order with
 * the actions that side may take on it.
 */
export function OrderListPage({
  role,
  title,
  testId,
  backFallback,
  loginTitle,
  empty,
  renderActions,
}: {
  role: Role;
  title: ReactNode;
  testId: string;
  backFallback: string;
  loginTitle: ReactNode;
  empty: ReactNode;
  renderActions: (order: ServiceOrder) => ReactNode;
}) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openLogin = useSetAtom(openLoginAtom);
  const profile = useProfile();
  const orders = useServiceOrders(role);

  let body;
  if (!loggedIn) {
    body = (
      <EmptyState
        icon={<SparkIcon size={48} />}
        title={loginTitle}
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
    body = empty;
  } else {
    body = orders.data.list.map((o) => (
      <OrderCard key={o.id} order={o}>
        {renderActions(o)}
      </OrderCard>
    ));
  }

  return (
    <Page back backFallback={backFallback} title={title} testId={testId}>
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
