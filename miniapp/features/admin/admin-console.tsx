import { lazy, Suspense, useState } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { isSignedOut } from './api/client.js';
import { useOperator, useSignInAgainOnSignedOut, useSignOut } from './api/session.js';
import { allows, type OperatorGroup as Group } from '../../../shared/operator-roles.js';
import { SignIn } from './components/sign-in.js';
import { Queues } from './components/queues.js';
import { Appeals, ServiceOrders, Verifications } from './components/trust-queues.js';
import { People } from './components/people.js';
import { AuditPage } from './components/audit-log.js';
import './admin.css';

// The charts (and their library) load only when the page is opened.
const NumbersPage = lazy(() => import('./components/numbers.js').then((m) => ({ default: m.NumbersPage })));

/** Each section: who may open it, and the queries it shows (`['admin', reads, …]`). */
const sections = {
  numbers: { title: 'Numbers', group: 'numbers', reads: 'numbers' },
  queues: { title: 'Queues', group: 'view', reads: 'queue' },
  people: { title: 'People and money', group: 'view', reads: 'user' },
  audit: { title: 'Audit log', group: 'audit', reads: 'audit' },
} as const satisfies Record<string, { title: string; group: Group; reads: string }>;
type Section = keyof typeof sections;

/** The operator console (docs/operator-console.md): English only, laid out for a desktop. */
export function AdminConsole() {
  const me = useOperator();
  const signOut = useSignOut();
  const qc = useQueryClient();
  const [section, setSection] = useState<Section>('queues');
  useSignInAgainOnSignedOut();
  if (me.isPending)
    return (
      <div className="adm-root">
        <p className="adm-muted">Loading…</p>
      </div>
    );
  if (me.error)
    return <div className="adm-root">{isSignedOut(me.error) ? <SignIn /> : <p className="adm-error">{me.error.message}</p>}</div>;
  const role = me.data.role;
  const may = (g: Group) => allows(role, g);
  // Entering a section reads its lists afresh (they are `live`); choosing the open one again does too.
  const open = (s: Section) => {
    if (s === section) void qc.invalidateQueries({ queryKey: ['admin', sections[s].reads] });
    setSection(s);
  };
  return (
    <div className="adm-root">
      <nav className="adm-nav">
        <strong>Console</strong>
        {(Object.keys(sections) as Section[])
          .filter((s) => may(sections[s].group))
          .map((s) => (
            <button key={s} className={s === section ? 'is-active' : ''} onClick={() => open(s)}>
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
            <RefreshQueues />
            {may('review') && <Queues />}
            {may('review') && <Verifications />}
            {may('review') && <Appeals />}
            {may('money') && <ServiceOrders />}
          </>
        )}
        {section === 'people' && <People />}
        {section === 'audit' && <AuditPage />}
      </main>
    </div>
  );
}

/** Reads every queue again now (they are also read on entering and when the window comes back into view). */
function RefreshQueues() {
  const qc = useQueryClient();
  const fetching = useIsFetching({ queryKey: ['admin', 'queue'] });
  return (
    <div className="adm-actions adm-refresh">
      <button data-testid="adm-refresh" disabled={fetching > 0} onClick={() => void qc.invalidateQueries({ queryKey: ['admin', 'queue'] })}>
        {fetching > 0 ? 'Refreshing…' : 'Refresh queues'}
      </button>
    </div>
  );
}
