import { useState } from 'react';
import { isSignedOut } from './api/client.js';
import { useOperator, useSignOut } from './api/session.js';
import { SignIn } from './components/sign-in.js';
import { Queues } from './components/queues.js';
import { People } from './components/people.js';
import { AuditLog } from './components/audit-log.js';
import './admin.css';

const sections = { queues: 'Queues', people: 'People and money', audit: 'Audit log' } as const;
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
  return (
    <div className="adm-root">
      <nav className="adm-nav">
        <strong>Console</strong>
        {(Object.keys(sections) as Section[]).map((s) => (
          <button key={s} className={s === section ? 'is-active' : ''} onClick={() => setSection(s)}>
            {sections[s]}
          </button>
        ))}
        <span className="adm-who">
          {me.data.email} · {me.data.role}
        </span>
        <button onClick={() => signOut.mutate()}>Sign out</button>
      </nav>
      <main className="adm-main">
        {section === 'queues' && <Queues />}
        {section === 'people' && <People />}
        {section === 'audit' && <AuditLog />}
      </main>
    </div>
  );
}
