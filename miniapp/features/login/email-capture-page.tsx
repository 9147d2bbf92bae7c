import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { EMAIL_PATTERN } from '../../../shared/validation.js';
import { limits } from '../../../shared/constants.js';
import { Button, buttonClass } from '../../ui/button.js';
import { useSecondsLeft } from '../../ui/countdown.js';
import { useLocalePath } from '../../ui/locale-path.js';
import { brand } from '../../api/client.js';
import { isLoggedInAtom } from '../../state/session.js';
import { safeRedirect, useRequestMagicLink } from './api/magic-link.js';
import './login.css';

/**
 * `/login/email`: the email-capture page for landing traffic. The address comes first and the
 * rest later: the mail carries a link that signs in on this device (and the 6-digit code, for a
 * mail read on another device). "Not now" goes on without an account.
 */
export function EmailCapturePage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const to = useLocalePath();
  const redirect = safeRedirect(new URLSearchParams(useSearch()).get('redirect'));
  const next = to(redirect ?? '/');
  const loggedIn = useAtomValue(isLoggedInAtom);
  const send = useRequestMagicLink();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const left = useSecondsLeft(resendAt);

  // Signed in already (here or by the link in another tab): nothing to capture.
  useEffect(() => {
    if (loggedIn) navigate(next, { replace: true });
  }, [loggedIn, navigate, next]);

  const submit = (value: string) => {
    const clean = value.trim().toLowerCase();
    if (!EMAIL_PATTERN.test(clean)) {
      setError(t`Invalid email address`);
      return;
    }
    setError('');
    send.mutate(
      { email: clean, redirect },
      {
        onSuccess: () => {
          setSentTo(clean);
          setResendAt(Date.now() + limits.codeResendMs);
        },
      },
    );
  };

  return (
    <main className="email-capture" data-testid="email-capture">
      <div className="email-capture__glow" aria-hidden="true" />
      <img className="email-capture__logo" src={brand.logo} alt="" width={64} height={64} data-testid="brand-logo" />
      {sentTo ? (
        <div className="email-capture__body" data-testid="email-capture-sent">
          <h1 className="email-capture__title">
            <Trans>Check your inbox</Trans>
          </h1>
          <p className="email-capture__text">
            <Trans>
              We sent a login link to <bdi className="login-form__email">{sentTo}</bdi>. Open it on this device to continue: it works once
              and for 10 minutes.
            </Trans>
          </p>
          <Link
            href={to(`/login/code?email=${encodeURIComponent(sentTo)}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`)}
            className={buttonClass('primary', 'big', true)}
          >
            <Trans>Enter the code from the mail instead</Trans>
          </Link>
          <div className="login-form__resend">
            {left > 0 ? (
              <span className="muted num">
                <Trans>Resend link in {left} s</Trans>
              </span>
            ) : (
              <button
                type="button"
                className="link-button"
                onClick={() => submit(sentTo)}
                disabled={send.isPending}
                data-testid="email-capture-resend"
              >
                <Trans>Resend link</Trans>
              </button>
            )}
          </div>
          <button type="button" className="link-button" onClick={() => setSentTo(null)}>
            <Trans>Use a different email</Trans>
          </button>
        </div>
      ) : (
        <form
          className="email-capture__body login-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit(email);
          }}
        >
          <h1 className="email-capture__title">
            <Trans>Your companion is one step away</Trans>
          </h1>
          <p className="email-capture__text">
            <Trans>Enter your email and we will send you a link that signs you in, no password needed. Everything else can wait.</Trans>
          </p>
          <label className="field">
            <span className="field__label">
              <Trans>Email</Trans>
            </span>
            <input
              className={`field__input${error ? ' is-invalid' : ''}`}
              type="email"
              inputMode="email"
              autoComplete="email"
              dir="ltr"
              placeholder="you@example.com"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setError('');
              }}
              aria-invalid={Boolean(error)}
              data-testid="email-capture-email"
            />
            {error && (
              <span className="field__error" role="alert">
                {error}
              </span>
            )}
          </label>
          <Button type="submit" size="big" block loading={send.isPending} disabled={!email.trim()} data-testid="email-capture-send">
            <Trans>Send me a login link</Trans>
          </Button>
          <Link href={next} className={buttonClass('textLink')} data-testid="email-capture-skip">
            <Trans>Not now</Trans>
          </Link>
          <p className="login-panel__legal">
            <Trans>
              By continuing you confirm you are 18+ and accept the <Link href={to('/settings/terms')}>Terms</Link> and{' '}
              <Link href={to('/settings/privacy')}>Privacy Policy</Link>.
            </Trans>
          </p>
        </form>
      )}
    </main>
  );
}
