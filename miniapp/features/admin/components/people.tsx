import { useState, type FormEvent } from 'react';
import { useFindUsers, useUserAction, useUserDetail, type Grant } from '../api/people.js';
import { AuditLog } from './audit-log.js';
import { money, orderStatus, when } from './format.js';

/** Find a user by id, email, Telegram id or order id, then their page. */
export function People() {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState('');
  const found = useFindUsers(q);
  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(typed.trim());
    setPicked('');
  };
  const only = found.data?.length === 1 ? found.data[0]!.id : '';
  const userId = picked || only;
  return (
    <section>
      <form className="adm-search" onSubmit={search}>
        <input
          data-testid="adm-search"
          placeholder="User id, email, Telegram id or order id"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button>Find</button>
      </form>
      {found.error && <p className="adm-error">{found.error.message}</p>}
      {found.data && found.data.length === 0 && <p className="adm-muted">No one found.</p>}
      {found.data && found.data.length > 1 && (
        <ul className="adm-found">
          {found.data.map((u) => (
            <li key={u.id}>
              <button onClick={() => setPicked(u.id)}>
                {u.nick} <code>{u.id}</code>
              </button>
            </li>
          ))}
        </ul>
      )}
      {userId && <UserPage key={userId} userId={userId} />}
    </section>
  );
}

function UserPage({ userId }: { userId: string }) {
  const detail = useUserDetail(userId);
  const act = useUserAction(userId);
  const [reason, setReason] = useState('');
  const [kind, setKind] = useState<Grant['kind']>('gold');
  const [amount, setAmount] = useState('100');
  const [hours, setHours] = useState('24');
  if (!detail.data) return <p className="adm-muted">{detail.error?.message ?? 'Loading…'}</p>;
  const { user, identities, orders, ledger, sessions, reportsBy, reportsAbout } = detail.data;
  const n = Number(amount);
  const grant: Grant = kind === 'premium' ? { kind, days: n } : { kind, amount: n };
  const noReason = !reason.trim();
  return (
    <div className="adm-user" data-testid="adm-user">
      <header>
        <h2>
          {user.nick} <code>{user.id}</code>
        </h2>
        <dl className="adm-facts">
          <div>
            <dt>Coins</dt>
            <dd data-testid="adm-gold">{user.gold}</dd>
          </div>
          <div>
            <dt>Energy</dt>
            <dd>{user.energy}</dd>
          </div>
          <div>
            <dt>Premium until</dt>
            <dd>{user.vipExpireAt ? when(user.vipExpireAt) : 'never'}</dd>
          </div>
          <div>
            <dt>Joined</dt>
            <dd>{when(user.createTime)}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd data-testid="adm-status">
              {user.deletedAt
                ? `deleted ${when(user.deletedAt)}`
                : user.banned
                  ? `banned: ${user.banned.reason}`
                  : user.restrictedUntil
                    ? `restricted until ${when(user.restrictedUntil)}`
                    : 'active'}
            </dd>
          </div>
          <div>
            <dt>Identities</dt>
            <dd>{identities.map((i) => `${i.type}: ${i.subject}`).join(', ') || (user.isVisitor ? 'visitor' : '—')}</dd>
          </div>
        </dl>
      </header>

      <div className="adm-panel">
        <label>
          Reason (required, kept in the audit log)
          <input data-testid="adm-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <div className="adm-actions">
          <select value={kind} onChange={(e) => setKind(e.target.value as Grant['kind'])}>
            <option value="gold">coins</option>
            <option value="energy">energy</option>
            <option value="premium">Premium days</option>
          </select>
          <input type="number" min={1} value={amount} onChange={(e) => setAmount(e.target.value)} />
          <button
            disabled={noReason || act.isPending}
            onClick={() => act.mutate({ path: '/users/grant', body: { userId, reason, grant } })}
          >
            Grant
          </button>
          <input type="number" min={1} value={hours} onChange={(e) => setHours(e.target.value)} aria-label="Hours" />
          <button
            disabled={noReason || act.isPending}
            onClick={() => act.mutate({ path: '/users/restrict', body: { userId, hours: Number(hours), reason } })}
          >
            Restrict chat (hours)
          </button>
          <button
            className="adm-danger"
            disabled={noReason || act.isPending || Boolean(user.banned)}
            onClick={() => act.mutate({ path: '/users/ban', body: { userId, reason } })}
          >
            Ban
          </button>
          <button
            className="adm-danger"
            data-testid="adm-delete"
            disabled={noReason || act.isPending || user.deletedAt !== null}
            onClick={() => {
              if (window.confirm(`Delete ${user.nick} (${user.id}) now? This cannot be undone.`))
                act.mutate({ path: '/users/delete', body: { userId, reason } });
            }}
          >
            Delete account
          </button>
        </div>
        {act.error && (
          <p className="adm-error" role="alert" data-testid="adm-action-error">
            {act.error.message}
          </p>
        )}
        {act.isSuccess && (
          <p className="adm-ok" data-testid="adm-action-ok">
            Done.
          </p>
        )}
      </div>

      <h3>Orders</h3>
      <table className="adm-table" data-testid="adm-orders">
        <thead>
          <tr>
            <th>Order</th>
            <th>Kind</th>
            <th>Amount</th>
            <th>Method</th>
            <th>Status</th>
            <th>Created</th>
            <th />
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
              <td>{o.stars ? `${o.stars} Stars` : money(o.amountCents, o.currency)}</td>
              <td>{o.payMethod ?? '—'}</td>
              <td>{orderStatus[o.status] ?? o.status}</td>
              <td>{when(o.createTime)}</td>
              <td>
                <button
                  disabled={noReason || act.isPending}
                  onClick={() => act.mutate({ path: '/orders/refund', body: { orderId: o.id, reason } })}
                >
                  Refund
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3>Ledger</h3>
      <table className="adm-table">
        <thead>
          <tr>
            <th>When</th>
            <th>Currency</th>
            <th>Amount</th>
            <th>Reason</th>
            <th>Ref</th>
            <th>After</th>
          </tr>
        </thead>
        <tbody>
          {ledger.map((l) => (
            <tr key={l.id}>
              <td>{when(l.createTime)}</td>
              <td>{l.currency}</td>
              <td>{l.amount > 0 ? `+${l.amount}` : l.amount}</td>
              <td>{l.reason}</td>
              <td>
                <code>{l.refId}</code>
              </td>
              <td>{l.balanceAfter}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3>Sessions</h3>
      <p>
        {sessions.filter((s) => s.active).length} active of {sessions.length} (latest {when(sessions[0]?.createTime ?? null)})
      </p>

      <h3>
        Reports by them ({reportsBy.length}) and about them ({reportsAbout.length})
      </h3>
      <ul>
        {[...reportsBy, ...reportsAbout].map((r) => (
          <li key={r.id}>
            {when(r.createTime)} {r.targetType} <code>{r.targetId}</code>: {r.reason}
          </li>
        ))}
      </ul>

      <h3>Audit log of this user</h3>
      <AuditLog subjectId={userId} />
    </div>
  );
}
