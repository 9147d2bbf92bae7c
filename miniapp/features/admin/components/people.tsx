import { useState, type FormEvent } from 'react';
import { useFindAgain, useFindUsers, useUserAction, useUserDetail } from '../api/people.js';
import { useMay } from '../roles.js';
import { AuditLog } from './audit-log.js';
import { when } from './format.js';
import { UserActions } from './user-actions.js';
import { UserOrders } from './user-orders.js';

/** Find a user by id, email, Telegram id or order id, then their page. */
export function People() {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState('');
  const found = useFindUsers(q);
  const findAgain = useFindAgain();
  const search = (e: FormEvent) => {
    e.preventDefault();
    const words = typed.trim();
    // The same words as before would be answered from the cache: read them again.
    if (words === q) void findAgain(words);
    setQ(words);
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
        {found.isFetching && <span className="adm-muted">Searching…</span>}
      </form>
      {found.error && <p className="adm-error">{found.error.message}</p>}
      {found.data && found.data.length === 0 && (
        <p className="adm-muted" data-testid="adm-found-none">
          No one found.
        </p>
      )}
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
  const may = useMay();
  const [reason, setReason] = useState('');
  if (!detail.data) return <p className="adm-muted">{detail.error?.message ?? 'Loading…'}</p>;
  const { user, identities, orders, ledger, sessions, reportsBy, reportsAbout } = detail.data;
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

      <UserActions user={user} act={act} reason={reason} onReason={setReason} />

      <h3>Orders</h3>
      <UserOrders orders={orders} act={act} reason={reason} mayRefund={may('money')} />

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

      {may('audit') && (
        <>
          <h3>Audit log of this user</h3>
          <p className="adm-muted">Actions on the account and on what is theirs: orders, characters, appeals, verifications, reports.</p>
          <AuditLog filter={{ userId }} />
        </>
      )}
    </div>
  );
}
