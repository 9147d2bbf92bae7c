import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useSetAtom } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { closeLoginAtom } from '../../state/popups.js';
import { BottomPopup } from '../../ui/bottom-popup.js';
import { LoginPanel } from './components/login-panel.js';

/** The login bottom popup, opened by any call answering 1003 or by a log-in button. */
export function LoginPopup() {
  const close = useSetAtom(closeLoginAtom);
  const done = useCallback(() => close(), [close]);
  const [location] = useLocation();
  const opened = useRef(location);
  useEffect(() => {
    if (location !== opened.current) close();
  }, [location, close]);
  return (
    <BottomPopup open onClose={done} title={<Trans>Log in or sign up</Trans>} testId="login-popup">
      <p className="login-popup__lead">
        <Trans>Save your chats, get daily energy and unlock photos.</Trans>
      </p>
      <LoginPanel onDone={done} />
    </BottomPopup>
  );
}
