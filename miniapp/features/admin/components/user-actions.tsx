import { useState } from 'react';
import type { Grant, useUserAction } from '../api/people.js';
import type { RefundAnswer, UserDetail } from '../api/types.js';
import { useMay } from '../roles.js';

type Act = ReturnType<typeof useUserAction>;

/** The server's bounds of each number (server/routes/admin/index.ts), said before asking. */
const bounds = { amount: [1, 1_000_000], days: [1, 3650], hours: [1, 24 * 365] } as const;
function wholeNumber(text: string, [min, max]: readonly [number, number], name: string) {
  const n = Number(text);
  if (text.trim() === '' || !Number.isInteger(n)) return `${name} must be a whole number`;
  if (n < min || n > max) return `${name} must be from ${min} to ${max.toLocaleString('en')}`;
  return '';
}

/** What the last act did, in words. */
function done(act: Act) {
  if (act.variables?.path !== '/orders/refund') return 'Done.';
  const r = act.data as RefundAnswer;
  return `Refunded ${r.orderId}: took back ${r.taken.gold} coins and ${r.taken.energy} energy; provider: ${r.provider}.`;
}

/**
 * Grant, restrict, ban, delete: each only for a role that may (roles.ts), none on a deleted
 * account, each with the reason kept in the audit log.
 */
export function UserActions(props: { user: UserDetail['user']; act: Act; reason: string; onReason: (reason: string) => void }) {
  const { user, act, reason, onReason } = props;
  const may = useMay();
  const [kind, setKind] = useState<Grant['kind']>('gold');
  const [amount, setAmount] = useState('100');
  const [hours, setHours] = useState('24');
  const noReason = !reason.trim();
  const deleted = user.deletedAt !== null;
  const amountError = wholeNumber(amount, kind === 'premium' ? bounds.days : bounds.amount, kind === 'premium' ? 'Days' : 'Amount');
  const hoursError = wholeNumber(hours, bounds.hours, 'Hours');
  const n = Number(amount);
  const grant: Grant = kind === 'premium' ? { kind, days: n } : { kind, amount: n };
  const inputError = (may('money') && amountError) || (may('discipline') && hoursError);
  return (
    <div className="adm-panel">
      <label>
        Reason (required, kept in the audit log)
        <input data-testid="adm-reason" value={reason} onChange={(e) => onReason(e.target.value)} />
      </label>
      {deleted && <p className="adm-muted">This account is deleted: nothing more can be granted or restricted.</p>}
      <div className="adm-actions">
        {may('money') && (
          <>
            <select value={kind} onChange={(e) => setKind(e.target.value as Grant['kind'])} disabled={deleted}>
              <option value="gold">coins</option>
              <option value="energy">energy</option>
              <option value="premium">Premium days</option>
            </select>
            <input
              type="number"
              min={1}
              step={1}
              data-testid="adm-amount"
              aria-label={kind === 'premium' ? 'Days' : 'Amount'}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              disabled={deleted}
            />
            <button
              disabled={noReason || act.isPending || deleted || !!amountError}
              onClick={() => act.mutate({ path: '/users/grant', body: { userId: user.id, reason, grant } })}
            >
              Grant
            </button>
          </>
        )}
        {may('discipline') && (
          <>
            <input
              type="number"
              min={1}
              step={1}
              data-testid="adm-hours"
              value={hours}
              onChange={(e) => setHours(e.target.value)}
              aria-label="Hours"
              disabled={deleted}
            />
            <button
              disabled={noReason || act.isPending || deleted || !!hoursError}
              onClick={() => act.mutate({ path: '/users/restrict', body: { userId: user.id, hours: Number(hours), reason } })}
            >
              Restrict chat (hours)
            </button>
            <button
              className="adm-danger"
              disabled={noReason || act.isPending || deleted || Boolean(user.banned)}
              onClick={() => act.mutate({ path: '/users/ban', body: { userId: user.id, reason } })}
            >
              Ban
            </button>
          </>
        )}
        {may('erase') && (
          <button
            className="adm-danger"
            data-testid="adm-delete"
            disabled={noReason || act.isPending || deleted}
            onClick={() => {
              if (window.confirm(`Delete ${user.nick} (${user.id}) now? This cannot be undone.`))
                act.mutate({ path: '/users/delete', body: { userId: user.id, reason } });
            }}
          >
            Delete account
          </button>
        )}
      </div>
      {inputError && !deleted && (
        <p className="adm-error" data-testid="adm-input-error">
          {inputError}
        </p>
      )}
      {act.error && (
        <p className="adm-error" role="alert" data-testid="adm-action-error">
          {act.error.message}
        </p>
      )}
      {act.isSuccess && (
        <p className="adm-ok" data-testid="adm-action-ok">
          {done(act)}
        </p>
      )}
    </div>
  );
}
