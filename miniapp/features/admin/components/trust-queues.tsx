import { useState } from 'react';
import {
  useAppealQueue,
  useDecideAppeal,
  useDecideVerification,
  useServiceOrderQueue,
  useSettleServiceOrder,
  useVerificationQueue,
} from '../api/trust.js';
import { when } from './format.js';
import { DecisionCell } from './decision-cell.js';
import { Outcome } from './outcome.js';

/** Reasons typed per row, kept while the list refreshes. */
function useReasons() {
  const [reasons, setReasons] = useState<Record<string, string>>({});
  return { of: (id: string) => reasons[id] ?? '', set: (id: string, v: string) => setReasons((r) => ({ ...r, [id]: v })) };
}

/** Profile verifications: the photo or video through its signed link (a few minutes, this operator only). */
export function Verifications() {
  const q = useVerificationQueue();
  const decide = useDecideVerification();
  const reasons = useReasons();
  return (
    <>
      <h2>Profile verifications ({q.data?.length ?? '…'})</h2>
      <Outcome error={decide.error} notice={decide.data?.notice} />
      <table className="adm-table" data-testid="adm-verification-queue">
        <thead>
          <tr>
            <th>Media</th>
            <th>User</th>
            <th>Sent</th>
            <th>Decision</th>
          </tr>
        </thead>
        <tbody>
          {q.data?.map((v) => (
            <tr key={v.id} data-testid={`adm-verification-${v.id}`}>
              <td>
                {v.kind === 'photo' ? (
                  <img className="adm-media" src={v.mediaUrl} alt="Verification photo" data-testid="adm-verification-media" />
                ) : (
                  <video className="adm-media" src={v.mediaUrl} controls preload="metadata" data-testid="adm-verification-media" />
                )}
                <br />
                <a href={v.mediaUrl} target="_blank" rel="noreferrer">
                  Open ({v.kind}, {Math.round(v.bytes / 1024)} KB{v.durationMs ? `, ${(v.durationMs / 1000).toFixed(1)} s` : ''})
                </a>
              </td>
              <td>
                {v.nick}
                <br />
                <code>{v.userId}</code>
              </td>
              <td>{when(v.createTime)}</td>
              <DecisionCell
                yes="Verify"
                placeholder="Reason the user will read"
                reason={reasons.of(v.id)}
                busy={decide.isPending}
                onReason={(text) => reasons.set(v.id, text)}
                onDecide={(approve) => decide.mutate({ id: v.id, approve, reason: approve ? '' : reasons.of(v.id) })}
              />
            </tr>
          ))}
          {q.data?.length === 0 && (
            <tr>
              <td colSpan={4} className="adm-muted">
                Nothing waiting.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </>
  );
}

export function Appeals() {
  const q = useAppealQueue();
  const decide = useDecideAppeal();
  const reasons = useReasons();
  return (
    <>
      <h2>Appeals ({q.data?.length ?? '…'})</h2>
      <Outcome error={decide.error} notice={decide.data?.notice} />
      <table className="adm-table" data-testid="adm-appeal-queue">
        <thead>
          <tr>
            <th>About</th>
            <th>User</th>
            <th>Their words</th>
            <th>Decision</th>
          </tr>
        </thead>
        <tbody>
          {q.data?.map((a) => (
            <tr key={a.id} data-testid={`adm-appeal-${a.id}`}>
              <td>
                {a.subjectType === 'character' ? (
                  <>
                    Character <strong>{a.title}</strong> <code>{a.subjectId}</code>
                    <br />
                    <span className="adm-muted">{a.generationFailed ? 'generation failed' : `turned down: ${a.failReason || '—'}`}</span>
                  </>
                ) : (
                  <>Chat restriction{a.restrictedUntil ? ` until ${when(a.restrictedUntil)}` : ' (over)'}</>
                )}
              </td>
              <td>
                {a.nick}
                <br />
                <code>{a.userId}</code>
              </td>
              <td>
                {a.text}
                <br />
                <span className="adm-muted">{when(a.createTime)}</span>
              </td>
              <DecisionCell
                yes="Accept"
                placeholder="Reason the user will read"
                reason={reasons.of(a.id)}
                busy={decide.isPending}
                onReason={(text) => reasons.set(a.id, text)}
                onDecide={(accept) => decide.mutate({ id: a.id, accept, reason: reasons.of(a.id) })}
              />
            </tr>
          ))}
          {q.data?.length === 0 && (
            <tr>
              <td colSpan={4} className="adm-muted">
                No appeals waiting.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </>
  );
}

const serviceStatus: Record<number, string> = { 10: 'waiting for the creator', 20: 'in progress', 30: 'delivered, not accepted' };

/** Open service orders (coins in escrow): settle a complaint by refunding the buyer or paying the creator. */
export function ServiceOrders() {
  const q = useServiceOrderQueue();
  const settle = useSettleServiceOrder();
  const reasons = useReasons();
  return (
    <>
      <h2>Open service orders ({q.data?.length ?? '…'})</h2>
      <Outcome error={settle.error} notice={settle.data?.notice} />
      <table className="adm-table" data-testid="adm-service-queue">
        <thead>
          <tr>
            <th>Order</th>
            <th>Buyer → creator</th>
            <th>State</th>
            <th>Settle</th>
          </tr>
        </thead>
        <tbody>
          {q.data?.map((o) => (
            <tr key={o.id} data-testid={`adm-service-${o.id}`}>
              <td>
                <code>{o.id}</code>
                <br />
                {o.kind} of {o.character || '—'}, {o.price} coins
                <br />
                <span className="adm-muted">{o.brief}</span>
              </td>
              <td>
                <code>{o.buyerId}</code> → <code>{o.creatorId}</code>
              </td>
              <td>
                {serviceStatus[o.status] ?? o.status}
                <br />
                <span className="adm-muted">settles itself {when(o.dueAt)}</span>
              </td>
              <td>
                <div className="adm-actions">
                  <input
                    placeholder="Reason (both are told)"
                    value={reasons.of(o.id)}
                    onChange={(e) => reasons.set(o.id, e.target.value)}
                  />
                  <button
                    disabled={settle.isPending || !reasons.of(o.id).trim()}
                    onClick={() => settle.mutate({ id: o.id, outcome: 'refund', reason: reasons.of(o.id) })}
                  >
                    Refund buyer
                  </button>
                  <button
                    disabled={settle.isPending || !reasons.of(o.id).trim()}
                    onClick={() => settle.mutate({ id: o.id, outcome: 'release', reason: reasons.of(o.id) })}
                  >
                    Pay creator
                  </button>
                </div>
              </td>
            </tr>
          ))}
          {q.data?.length === 0 && (
            <tr>
              <td colSpan={4} className="adm-muted">
                No open orders.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </>
  );
}
