import { useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { EmailLoginForm } from './email-login-form.js';
import { GoogleButton } from './google-button.js';
import { platform } from '../../../platform/index.js';
import { loginWithTelegram } from '../../../api/auth.js';
import { setTokenAtom } from '../../../state/session.js';
import { useLocalePath } from '../../../ui/locale-path.js';
import '../login.css';

/**
 * The sign-in choices. Inside Telegram the init data logs in straight away without asking;
 * the email form is the fallback when that fails.
 */
export function LoginPanel({ onDone, initialEmail }: { onDone: () => void; initialEmail?: string }) {
  const setToken = useSetAtom(setTokenAtom);
  const to = useLocalePath();
  const initData = platform().loginInitData();
  const [telegram, setTelegram] = useState<'trying' | 'failed' | 'off'>(initData ? 'trying' : 'off');

  useEffect(() => {
    if (!initData) return;
    let cancelled = false;
    loginWithTelegram(initData)
      .then((result) => {
        if (cancelled) return;
        setToken(result.token);
        onDone();
      })
      .catch(() => !cancelled && setTelegram('failed'));
    return () => {
      cancelled = true;
    };
  }, [initData, onDone, setToken]);

  if (telegram === 'trying') {
    return (
      <p className="login-panel__status" role="status">
        <span className="route-fallback__dot" />
        <Trans>Signing you in with Telegram…</Trans>
      </p>
    );
  }
  return (
    <div className="login-panel" data-testid="login-panel">
      <EmailLoginForm onDone={onDone} initialEmail={initialEmail} />
      <GoogleButton onDone={onDone} />
      <p className="login-panel__legal">
        <Trans>
          By continuing you confirm you are 18+ and accept the <Link href={to('/settings/terms')}>Terms</Link> and{' '}
          <Link href={to('/settings/privacy')}>Privacy Policy</Link>.
        </Trans>
      </p>
    </div>
  );
}
