import { OrderStatus } from '../../../../shared/enums.js';
import type { useUserAction } from '../api/people.js';
import type { UserDetail } from '../api/types.js';
import { money, orderStatus, when } from './format.js';

type Order = UserDetail['orders'][number];

/** What the user paid: Stars for a Stars order; any other, its amount in its own currency (every order also keeps its item's Stars price). */
export const paid = (o: Order) => (o.payMethod === 'TelegramStar' ? `${o.stars} Stars` : money(o.amountCents, o.currency));

/** The user's orders; a role that moves money refunds a paid one here (the reason typed above). */
export function UserOrders(props: { orders: Order[]; act: ReturnType<typeof useUserAction>; reason: string; mayRefund: boolean }) {
  const { orders, act, reason, mayRefund } = props;
  return (
    <table className="adm-table" data-testid="adm-orders">
      <thead>
        <tr>
          <th>Order</th>
          <th>Kind</th>
          <th>Paid</th>
          <th>Method</th>
          <th>Status</th>
          <th>Created</th>
          {mayRefund && <th>Refund</th>}
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.id} data-testid={`adm-order-${o.id}`}>
            <td>
              <code>{o.id}</code>
            </td>
            <td>
              {o.kind} {o.itemId}
            </td>
            <td data-testid="adm-order-amount">{paid(o)}</td>
            <td>{o.payMethod ?? '—'}</td>
            <td>
              {orderStatus[o.status] ?? o.status}
              {o.cancelTime !== null && <span className="adm-muted"> {when(o.cancelTime)}</span>}
            </td>
            <td>{when(o.createTime)}</td>
            {mayRefund && (
              <td>
                <button
                  title={
                    o.status === OrderStatus.hasPay
                      ? 'Refund through its provider (needs a reason above)'
                      : 'Only a paid order can be refunded'
                  }
                  disabled={!reason.trim() || act.isPending || o.status !== OrderStatus.hasPay}
                  onClick={() => act.mutate({ path: '/orders/refund', body: { orderId: o.id, reason } })}
                >
                  Refund
                </button>
              </td>
            )}
          </tr>
        ))}
        {orders.length === 0 && (
          <tr>
            <td colSpan={7} className="adm-muted">
              No orders.
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
