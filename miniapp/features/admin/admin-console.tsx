import { lazy, Suspense, useState } from 'react';
import { isSignedOut } from './api/client.js';
import { useOperator, useSignOut } from './api/session.js';
import type { Operator } from './api/types.js';
import { SignIn } from './components/sign-in.js';
import { Queues } from './components/queues.js';
import { Appeals, ServiceOrders, Verifications } from './components/trust-queues.js';
import { People } from './components/people.js';
import { AuditLog } from './components/audit-log.js';
import './admin.css';

// The charts (and their library) load only when the page is opened.
const NumbersPage = lazy(() => import('./components/numbers.js').then((m) => ({ default: m.NumbersPage })));

type Role = Operator['role'];
/** The server's role matrix (server/routes/admin/handle.ts), used here only to hide what would be refused. */
const review: Role[] = ['admin', 'moderator'];
const money: Role[] = ['admin', 'support'];
const sections = {
  numbers: { title: 'Numbers', roles: ['admin'] },
  queues: { title: 'Queues', roles: ['admin', 'moderator', 'support'] },
  people: { title: 'People and money', roles: ['admin', 'moderator', 'support'] },
  audit: { title: 'Audit log', roles: ['admin'] },
} as const satisfies Record<string, { title: string; roles: Role[] }>;
type Section = keyof typeof sections;

/** The operator console (docs/operator-console.md): English only, laid out for a desktop. */
export function AdminConsole() {
  const me = useOperator();
  const signOut = useSignOut();
  const [section, setSection] = useState<Section>('queues');
  if (me.isPending)
    return (
      <div className="adm-root">
        <p className="adm-muted">Loading…</p>
      </div>
    );
  if (me.error)
    return <div className="adm-root">{isSignedOut(me.error) ? <SignIn /> : <p className="adm-error">{me.error.message}</p>}</div>;
  const role = me.data.role;
  const may = (s: Section) => (sections[s].roles as readonly Role[]).includes(role);
  return (
    <div className="adm-root">
      <nav className="adm-nav">
        <strong>Console</strong>
        {(Object.keys(sections) as Section[]).filter(may).map((s) => (
          <button key={s} className={s === section ? 'is-active' : ''} onClick={() => setSection(s)}>
            {sections[s].title}
          </button>
        ))}
        <span className="adm-who">
          {me.data.email} · {role}
        </span>
        <button onClick={() => signOut.mutate()}>Sign out</button>
      </nav>
      <main className="adm-main">
        {section === 'numbers' && (
          <Suspense fallback={<p className="adm-muted">Loading…</p>}>
            <NumbersPage />
          </Suspense>
        )}
        {section === 'queues' && (
          <>
            {review.includes(role) && <Queues />}
            {review.includes(role) && <Verifications />}
            {review.includes(role) && <Appeals />}
            {money.includes(role) && <ServiceOrders />}
          </>
        )}
        {section === 'people' && <People />}
        {section === 'audit' && <AuditLog />}
      </main>
    </div>
  );
}
