import { useState, type FormEvent } from 'react';
import { requestCode, useTotpSignIn, verifyCode } from '../api/session.js';

type Step = { at: 'email' } | { at: 'code' } | { at: 'totp'; ticket: string; enrol: { uri: string; secret: string } | null };

/** Email, then the mailed code, then the authenticator code (enrolled here the first time). */
export function SignIn() {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [totp, setTotp] = useState('');
  const [step, setStep] = useState<Step>({ at: 'email' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const signIn = useTotpSignIn();

  const run = (fn: () => Promise<void>) => async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    setBusy(true);
    try {
      await fn();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="adm-signin">
      <h1>Operator console</h1>
      {step.at === 'email' && (
        <form
          onSubmit={run(async () => {
            await requestCode(email);
            setStep({ at: 'code' });
          })}
        >
          <label>
            Email
            <input data-testid="adm-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required autoFocus />
          </label>
          <button disabled={busy}>Send code</button>
        </form>
      )}
      {step.at === 'code' && (
        <form
          onSubmit={run(async () => {
            const v = await verifyCode(email, code);
            setStep({ at: 'totp', ...v });
          })}
        >
          <p>If {email} is an operator, a code is on its way.</p>
          <label>
            Mail code
            <input data-testid="adm-code" inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} required autoFocus />
          </label>
          <button disabled={busy}>Continue</button>
        </form>
      )}
      {step.at === 'totp' && (
        <form
          onSubmit={run(async () => {
            await signIn.mutateAsync({ ticket: step.ticket, totp });
          })}
        >
          {step.enrol && (
            <div className="adm-enrol">
              <p>First sign-in: add this account to your authenticator app, then type its code.</p>
              <code data-testid="adm-enrol-uri">{step.enrol.uri}</code>
              <p>
                Secret: <code data-testid="adm-enrol-secret">{step.enrol.secret}</code>
              </p>
            </div>
          )}
          <label>
            Authenticator code
            <input data-testid="adm-totp" inputMode="numeric" value={totp} onChange={(e) => setTotp(e.target.value)} required autoFocus />
          </label>
          <button disabled={busy}>Sign in</button>
        </form>
      )}
      {error && (
        <p className="adm-error" role="alert">
          {error}
        </p>
      )}
    </main>
  );
}
