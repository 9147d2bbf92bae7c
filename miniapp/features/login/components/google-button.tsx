import { useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { appConfigAtom } from '../../../state/config.js';
import { setTokenAtom } from '../../../state/session.js';
import { localeAtom } from '../../../state/locale.js';
import { loginWithGoogle } from '../../../api/auth.js';

interface GoogleId {
  initialize(options: { client_id: string; callback: (r: { credential: string }) => void; ux_mode?: string }): void;
  renderButton(el: HTMLElement, options: Record<string, unknown>): void;
}
type GoogleWindow = Window & { google?: { accounts: { id: GoogleId } } };

let scriptPromise: Promise<void> | undefined;
function loadGis(): Promise<void> {
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://accounts.google.com/gsi/client';
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptPromise = undefined;
      reject(new Error('Google Identity Services did not load'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

/** Google sign-in; the script loads only when the server configured a client id. */
export function GoogleButton({ onDone }: { onDone: () => void }) {
  const config = useAtomValue(appConfigAtom);
  const locale = useAtomValue(localeAtom);
  const setToken = useSetAtom(setTokenAtom);
  const host = useRef<HTMLDivElement>(null);
  const clientId = config?.googleClientId && config.signInMethods.includes('google') ? config.googleClientId : null;

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGis()
      .then(() => {
        const id = (window as GoogleWindow).google?.accounts.id;
        if (cancelled || !id || !host.current) return;
        id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            loginWithGoogle(credential)
              .then((result) => {
                setToken(result.token);
                onDone();
              })
              .catch(() => {});
          },
        });
        id.renderButton(host.current, { theme: 'filled_black', size: 'large', shape: 'pill', text: 'continue_with', width: 320, locale });
      })
      .catch((error: unknown) => console.warn(error));
    return () => {
      cancelled = true;
    };
  }, [clientId, locale, onDone, setToken]);

  if (!clientId) return null;
  return <div ref={host} className="google-button" data-testid="google-button" />;
}
