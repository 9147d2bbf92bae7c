import { useState } from 'react';
import { useCharacterQueue, useDecideCharacter, useDecideReport, useReportQueue } from '../api/queues.js';
import { when } from './format.js';
import { DecisionCell } from './decision-cell.js';

export function Queues() {
  const characters = useCharacterQueue();
  const reports = useReportQueue();
  const decide = useDecideCharacter();
  const review = useDecideReport();
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const reason = (id: string) => reasons[id] ?? '';
  const error = decide.error ?? review.error;
  return (
    <section>
      <h2>Characters waiting for review ({characters.data?.length ?? '…'})</h2>
      {error && (
        <p className="adm-error" role="alert">
          {error.message}
        </p>
      )}
      <table className="adm-table" data-testid="adm-character-queue">
        <thead>
          <tr>
            <th>Character</th>
            <th>Creator</th>
            <th>Waiting since</th>
            <th>Decision</th>
          </tr>
        </thead>
        <tbody>
          {characters.data?.map((c) => (
            <tr key={c.id} data-testid={`adm-character-${c.id}`}>
              <td>
                <div className="adm-character">
                  {c.avatar && <img src={c.avatar} alt="" width={48} height={64} />}
                  <div>
                    <strong>{c.name}</strong>
                    {c.kind === 'edit' && <span className="adm-tag"> edit of a released character</span>}
                    {c.kind === 'edit' ? (
                      <dl className="adm-changes" data-testid="adm-character-changes">
                        {c.changes.map((ch) => (
                          <div key={ch.field}>
                            <dt>{ch.field}</dt>
                            <dd>
                              <del>{ch.before}</del> → <ins>{ch.after}</ins>
                            </dd>
                          </div>
                        ))}
                      </dl>
                    ) : (
                      <>
                        <p>{c.description}</p>
                        <p className="adm-muted">“{c.greeting}”</p>
                      </>
                    )}
                  </div>
                </div>
              </td>
              <td>
                {c.ownerId ? (
                  <>
                    {c.ownerNick}
                    <br />
                    <code>{c.ownerId}</code>
                  </>
                ) : (
                  <span className="adm-muted">catalogue</span>
                )}
              </td>
              <td>{when(c.waitingSince)}</td>
              <DecisionCell
                yes="Approve"
                placeholder="Reason the creator will see"
                reason={reason(c.id)}
                busy={decide.isPending}
                onReason={(text) => setReasons({ ...reasons, [c.id]: text })}
                onDecide={(approve) => decide.mutate({ id: c.id, approve, reason: approve ? '' : reason(c.id) })}
              />
            </tr>
          ))}
          {characters.data?.length === 0 && (
            <tr>
              <td colSpan={4} className="adm-muted">
                Nothing waiting.
              </td>
            </tr>
          )}
        </tbody>
      </table>

      <h2>Reports ({reports.data?.length ?? '…'})</h2>
      <table className="adm-table">
        <thead>
          <tr>
            <th>When</th>
            <th>Reporter</th>
            <th>Target</th>
            <th>Reason</th>
            <th>Decision</th>
          </tr>
        </thead>
        <tbody>
          {reports.data?.map((r) => (
            <tr key={r.id}>
              <td>{when(r.createTime)}</td>
              <td>
                <code>{r.userId}</code>
              </td>
              <td>
                {r.targetType} <code>{r.targetId}</code>
              </td>
              <td>{r.reason}</td>
              <td className="adm-actions">
                <button onClick={() => review.mutate({ id: r.id, status: 'resolved', note: reason(r.id) })}>Resolve</button>
                <button onClick={() => review.mutate({ id: r.id, status: 'dismissed', note: reason(r.id) })}>Dismiss</button>
                <input placeholder="Note" value={reason(r.id)} onChange={(e) => setReasons({ ...reasons, [r.id]: e.target.value })} />
              </td>
            </tr>
          ))}
          {reports.data?.length === 0 && (
            <tr>
              <td colSpan={5} className="adm-muted">
                No open reports.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
