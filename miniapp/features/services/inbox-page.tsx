import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { ServiceOrderStatus as S } from '../../../shared/service-orders.js';
import { showToastAtom } from '../../state/toasts.js';
import { Button } from '../../ui/button.js';
import { EmptyState } from '../../ui/empty-state.js';
import { SparkIcon } from '../../ui/icons.js';
import { useServiceOrderMoves } from './api/service-orders.js';
import { OrderListPage } from './components/order-list.js';
import { DeliverForm } from './components/deliver-form.js';
import { DeclineForm } from './components/decline-form.js';

/** `/services/inbox`: orders for my characters: confirm or decline (with a reason), then deliver into the buyer's chat. */
export function ServiceInboxPage() {
  const { t } = useLingui();
  const moves = useServiceOrderMoves();
  const toast = useSetAtom(showToastAtom);
  /** The one order whose deliver or decline form is open. */
  const [open, setOpen] = useState<{ id: string; form: 'deliver' | 'decline' } | null>(null);

  const reject = (orderId: string, reason: string) =>
    moves.reject.mutate(
      { orderId, reason },
      {
        onSuccess: () => {
          setOpen(null);
          toast({ text: t`Order declined, the buyer was refunded`, tone: 'success' });
        },
      },
    );
  const deliver = (orderId: string, text: string, photoIds: string[]) =>
    moves.deliver.mutate(
      { orderId, text, photoIds },
      {
        onSuccess: () => {
          setOpen(null);
          toast({ text: t`Delivered to the buyer's chat`, tone: 'success' });
        },
      },
    );

  return (
    <OrderListPage
      role="provider"
      title={<Trans>Orders for my characters</Trans>}
      testId="service-inbox"
      backFallback="/my-roles"
      loginTitle={<Trans>Log in to see orders for your characters</Trans>}
      empty={
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
      }
      renderActions={(o) => {
        const form = open?.id === o.id ? open.form : null;
        return (
          <>
            {o.status === S.wait && !form && (
              <Button
                size="small"
                loading={moves.confirm.isPending && moves.confirm.variables === o.id}
                onClick={() => moves.confirm.mutate(o.id)}
                data-testid="service-confirm"
              >
                <Trans>Confirm</Trans>
              </Button>
            )}
            {o.status === S.confirmed && !form && (
              <Button size="small" onClick={() => setOpen({ id: o.id, form: 'deliver' })} data-testid="service-open-deliver">
                <Trans>Deliver</Trans>
              </Button>
            )}
            {(o.status === S.wait || o.status === S.confirmed) && !form && (
              <Button variant="cancel" size="small" onClick={() => setOpen({ id: o.id, form: 'decline' })} data-testid="service-reject">
                <Trans>Decline</Trans>
              </Button>
            )}
            {o.status === S.confirmed && form === 'deliver' && (
              <DeliverForm order={o} busy={moves.deliver.isPending} onDeliver={(text, photoIds) => deliver(o.id, text, photoIds)} />
            )}
            {(o.status === S.wait || o.status === S.confirmed) && form === 'decline' && (
              <DeclineForm busy={moves.reject.isPending} onDecline={(reason) => reject(o.id, reason)} onKeep={() => setOpen(null)} />
            )}
          </>
        );
      }}
    />
  );
}
