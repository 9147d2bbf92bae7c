import { useState, type FormEvent } from 'react';
import { useAudit, type AuditFilter } from '../api/people.js';
import { when } from './format.js';

/** The audit log page: the newest 200 actions, narrowed to one operator and/or one subject. */
export function AuditPage() {
  const [typed, setTyped] = useState({ operator: '', subjectId: '' });
  const [filter, setFilter] = useState<AuditFilter>({});
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilter({ operator: typed.operator.trim(), subjectId: typed.subjectId.trim() });
  };
  return (
    <section>
      <form className="adm-search" onSubmit={apply} data-testid="adm-audit-filter">
        <input
          data-testid="adm-audit-operator"
          placeholder="Operator email"
          value={typed.operator}
          onChange={(e) => setTyped({ ...typed, operator: e.target.value })}
        />
        <input
          data-testid="adm-audit-subject"
          placeholder="Subject id (user, order, character…)"
          value={typed.subjectId}
          onChange={(e) => setTyped({ ...typed, subjectId: e.target.value })}
        />
        <button>Filter</button>
        <button
          type="button"
          onClick={() => {
            setTyped({ operator: '', subjectId: '' });
            setFilter({});
          }}
        >
          All
        </button>
      </form>
      <AuditLog filter={filter} />
    </section>
  );
}

/** Every operator action matching the filter, newest first, with what it changed. */
export function AuditLog({ filter }: { filter: AuditFilter }) {
  const audit = useAudit(filter);
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
        {audit.data?.length === 0 && (
          <tr>
            <td colSpan={7} className="adm-muted">
              Nothing recorded.
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
