import { Link } from 'wouter';
import { useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { ServiceOrderStatus as S } from '../../../shared/service-orders.js';
import { showToastAtom } from '../../state/toasts.js';
import { Button, buttonClass } from '../../ui/button.js';
import { EmptyState } from '../../ui/empty-state.js';
import { SparkIcon } from '../../ui/icons.js';
import { confirmModal } from '../../ui/confirm-modal.js';
import { useLocalePath } from '../../ui/locale-path.js';
import { useServiceOrderMoves } from './api/service-orders.js';
import { OrderListPage } from './components/order-list.js';

/** `/services/orders`: the custom pieces I ordered: cancel before the creator starts, accept when delivered. */
export function MyOrdersPage() {
  const { t } = useLingui();
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

  return (
    <OrderListPage
      role="buyer"
      title={<Trans>My orders</Trans>}
      testId="service-orders"
      backFallback="/settings"
      loginTitle={<Trans>Log in to see your orders</Trans>}
      empty={
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
      }
      renderActions={(o) => (
        <>
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
        </>
      )}
    />
  );
}
