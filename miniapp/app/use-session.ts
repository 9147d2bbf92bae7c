import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { tokenAtom, setTokenAtom } from '../state/session.js';
import { refreshProfileAtom } from '../state/profile.js';
import { loadConfigAtom } from '../state/config.js';
import { loginWithTelegram } from '../api/auth.js';
import { platform } from '../platform/index.js';
import { appStore } from '../state/store.js';
import { startupParams } from './startup-params.js';

/**
 * Startup and session: load the app config, take a token handed over in the URL, log in
 * silently with Telegram init data inside Telegram, and (re)load the profile for every token.
 */
export function useSession() {
  const token = useAtomValue(tokenAtom);
  const setToken = useSetAtom(setTokenAtom);
  const refreshProfile = useSetAtom(refreshProfileAtom);
  const loadConfig = useSetAtom(loadConfigAtom);

  useEffect(() => {
    loadConfig().catch((error: unknown) => console.warn('Config unavailable', error));
    const handedOver = startupParams().token;
    if (handedOver) setToken(handedOver);
    const initData = platform().loginInitData();
    if (initData && !appStore.get(tokenAtom)) {
      loginWithTelegram(initData)
        .then((result) => setToken(result.token))
        .catch((error: unknown) => console.warn('Telegram login failed', error));
    }
  }, [loadConfig, setToken]);

  useEffect(() => {
    if (!token) return;
    refreshProfile().catch((error: unknown) => console.warn('Profile unavailable', error));
  }, [token, refreshProfile]);
}
