import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { SubscriptionInfo } from '../../../../shared/schemas/orders.js';
import { fetchSubscriptionInfo } from '../../../api/order.js';
import { tokenAtom } from '../../../state/session.js';

/** The subscription and linked card of the logged-in user; `set` takes what a change call returned. */
export function useSubscriptionInfo() {
  const token = useAtomValue(tokenAtom);
  const [info, setInfo] = useState<SubscriptionInfo | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'error'>(token ? 'loading' : 'idle');
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!token) {
      setInfo(null);
      setStatus('idle');
      return;
    }
    let live = true;
    setStatus((s) => (s === 'ready' ? s : 'loading'));
    fetchSubscriptionInfo({ silent: true })
      .then((i) => {
        if (!live) return;
        setInfo(i);
        setStatus('ready');
      })
      .catch(() => live && setStatus('error'));
    return () => {
      live = false;
    };
  }, [token, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { info, status, set: setInfo, reload };
}
