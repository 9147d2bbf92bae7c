import { useAudit } from '../api/people.js';
import { when } from './format.js';

/** Every operator action, newest first, with what it changed. */
export function AuditLog({ subjectId = '' }: { subjectId?: string }) {
  const audit = useAudit(subjectId);
  if (audit.error) return <p className="adm-muted">{audit.error.message}</p>;
  return (
    <table className="adm-table" data-testid="adm-audit">
      <thead>
        <tr>
          <th>When</th>
          <th>Operator</th>
          <th>Action</th>
          <th>Subject</th>
          <th>Reason</th>
          <th>Before</th>
          <th>After</th>
        </tr>
      </thead>
      <tbody>
        {audit.data?.map((a) => (
          <tr key={a.id}>
            <td>{when(a.createTime)}</td>
            <td>
              {a.operator} <span className="adm-muted">({a.role})</span>
            </td>
            <td>
              <strong>{a.action}</strong>
            </td>
            <td>
              {a.subjectType} <code>{a.subjectId}</code>
            </td>
            <td>{a.reason}</td>
            <td>
              <code className="adm-json">{JSON.stringify(a.before)}</code>
            </td>
            <td>
              <code className="adm-json">{JSON.stringify(a.after)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
