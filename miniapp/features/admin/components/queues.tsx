import { useState } from 'react';
import { useCharacterQueue, useDecideCharacter, useDecideReport, useReportQueue, useTakeDown } from '../api/queues.js';
import { Release } from '../../../../shared/enums.js';
import { when } from './format.js';
import { DecisionCell } from './decision-cell.js';
import { Outcome } from './outcome.js';
import { ReportTarget } from './report-target.js';

export function Queues() {
  const characters = useCharacterQueue();
  const reports = useReportQueue();
  const decide = useDecideCharacter();
  const review = useDecideReport();
  const takeDown = useTakeDown();
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const reason = (id: string) => reasons[id] ?? '';
  // Who hears of the last character decision: her creator, or no one for a catalogue character.
  const [creator, setCreator] = useState('');
  return (
    <section>
      <h2>Characters waiting for review ({characters.data?.length ?? '…'})</h2>
      <Outcome error={decide.error} notice={decide.data?.notice} who={creator} />
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
                onDecide={(approve) => {
                  setCreator(c.ownerId ? 'the creator' : '');
                  decide.mutate({ id: c.id, approve, reason: approve ? '' : reason(c.id) });
                }}
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
      <Outcome error={review.error} notice={review.data?.notice} who="the reporter" />
      <Outcome error={takeDown.error} notice={takeDown.data?.notice} who="her creator" />
      <table className="adm-table" data-testid="adm-report-queue">
        <thead>
          <tr>
            <th>When</th>
            <th>Reporter</th>
            <th>Reported</th>
            <th>Reason</th>
            <th>Decision</th>
          </tr>
        </thead>
        <tbody>
          {reports.data?.map((r) => (
            <tr key={r.id} data-testid={`adm-report-${r.id}`}>
              <td>{when(r.createTime)}</td>
              <td>
                {r.reporterNick}
                <br />
                <code>{r.userId}</code>
              </td>
              <td className="adm-target">
                <ReportTarget r={r} />
              </td>
              <td>{r.reason}</td>
              <td>
                <div className="adm-actions">
                  <button disabled={review.isPending} onClick={() => review.mutate({ id: r.id, status: 'resolved', note: reason(r.id) })}>
                    Resolve
                  </button>
                  <button disabled={review.isPending} onClick={() => review.mutate({ id: r.id, status: 'dismissed', note: reason(r.id) })}>
                    Dismiss
                  </button>
                  <input placeholder="Note" value={reason(r.id)} onChange={(e) => setReasons({ ...reasons, [r.id]: e.target.value })} />
                  {r.target.characterId && r.target.characterRelease === Release.release && (
                    // Out of the catalogue, with the note as the reason her creator reads; then resolve the report.
                    <button
                      className="adm-danger"
                      disabled={takeDown.isPending || !reason(r.id).trim()}
                      title="Takes her out of the catalogue; the note is the reason her creator reads"
                      onClick={() => takeDown.mutate({ id: r.target.characterId!, reason: reason(r.id) })}
                      data-testid="adm-take-down"
                    >
                      Take her down
                    </button>
                  )}
                </div>
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
