import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../ui/page.js';
import { LoginPanel } from './components/login-panel.js';

/** `/login/code`: the same sign-in as a page; `?email=` starts at the code step. */
export function LoginCodePage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const email = new URLSearchParams(search).get('email') ?? '';
  const redirect = new URLSearchParams(search).get('redirect');
  const done = useCallback(
    () => navigate(redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/', { replace: true }),
    [navigate, redirect],
  );
  return (
    <Page back title={<Trans>Log in</Trans>} testId="login-code-page">
      <div className="content content--narrow login-page">
        <h2 className="login-page__title">
          <Trans>Welcome back</Trans>
        </h2>
        <p className="login-popup__lead">
          <Trans>Enter your email and the 6-digit code we send you.</Trans>
        </p>
        <LoginPanel onDone={done} initialEmail={email} />
      </div>
    </Page>
  );
}
