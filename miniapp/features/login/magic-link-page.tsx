import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useSetAtom } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../ui/page.js';
import { buttonClass } from '../../ui/button.js';
import { useLocalePath } from '../../ui/locale-path.js';
import { setTokenAtom } from '../../state/session.js';
import { platform } from '../../platform/index.js';
import { safeRedirect, useMagicSignIn } from './api/magic-link.js';
import './login.css';

/** The link's secret and return path. */
function readLinkParams(): { magic: string; redirect?: string } {
  const q = new URLSearchParams(window.location.search);
  return { magic: q.get('magic') ?? '', redirect: safeRedirect(q.get('redirect')) };
}

/** The secret leaves the address bar (history, a shared screenshot of the URL) once it is taken. */
function dropSecretFromUrl() {
  const q = new URLSearchParams(window.location.search);
  if (!q.has('magic')) return;
  q.delete('magic');
  const rest = q.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`);
}

/**
 * `/login/magic?magic=…`: the page a login mail's link opens. It signs in on this device and goes
 * on to where the visitor was; the server lets a link sign in once and for 10 minutes, so a second
 * open (or a late one) says so and offers a new link.
 */
export function MagicLinkPage() {
  const [link] = useState(readLinkParams);
  const [, navigate] = useLocation();
  const to = useLocalePath();
  const setToken = useSetAtom(setTokenAtom);
  const signIn = useMagicSignIn();
  const { mutate } = signIn;
  const started = useRef(false);

  useEffect(() => {
    // Once per page: React may run effects twice in development, and a link works once.
    if (started.current || !link.magic) return;
    started.current = true;
    dropSecretFromUrl();
    mutate(link.magic, {
      onSuccess: (result) => {
        platform().haptic('success');
        setToken(result.token);
        navigate(to(link.redirect ?? '/'), { replace: true });
      },
    });
  }, [link, mutate, navigate, setToken, to]);

  const failed = !link.magic || signIn.isError;
  return (
    <Page title={<Trans>Log in</Trans>} testId="magic-link-page">
      <div className="content content--narrow login-page magic-link" aria-live="polite">
        {failed ? (
          <div className="magic-link__failed" data-testid="magic-link-failed">
            <h2 className="login-page__title">
              <Trans>This login link no longer works</Trans>
            </h2>
            <p className="login-popup__lead">
              <Trans>
                A login link works once and for 10 minutes. It has been used already or has expired. Ask for a new one and open it on this
                device.
              </Trans>
            </p>
            <Link
              href={to(`/login/email${link.redirect ? `?redirect=${encodeURIComponent(link.redirect)}` : ''}`)}
              className={buttonClass('primary', 'big', true)}
              data-testid="magic-link-new"
            >
              <Trans>Send me a new link</Trans>
            </Link>
          </div>
        ) : (
          <p className="login-panel__status" role="status" data-testid="magic-link-signing-in">
            <span className="route-fallback__dot" />
            <Trans>Signing you in…</Trans>
          </p>
        )}
      </div>
    </Page>
  );
}
