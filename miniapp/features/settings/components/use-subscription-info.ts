import { useCallback, useEffect, useState, type SetStateAction } from 'react';
import { useAtomValue } from 'jotai';
import type { SubscriptionInfo } from '../../../../shared/schemas/orders.js';
import { fetchSubscriptionInfo } from '../../../api/order.js';
import { tokenAtom } from '../../../state/session.js';

interface Loaded {
  token: string;
  info: SubscriptionInfo | null;
  failed: boolean;
}

/** The subscription and linked card of the logged-in user; `set` takes what a change call returned. */
export function useSubscriptionInfo() {
  const token = useAtomValue(tokenAtom);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!token) return;
    let live = true;
    fetchSubscriptionInfo({ silent: true })
      .then((info) => live && setLoaded({ token, info, failed: false }))
      .catch(() => live && setLoaded((prev) => (prev?.token === token && prev.info ? prev : { token, info: null, failed: true })));
    return () => {
      live = false;
    };
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- `version` is the reload trigger
  }, [token, version]);

  const mine = loaded?.token === token ? loaded : null;
  const status: 'idle' | 'loading' | 'ready' | 'error' = !token ? 'idle' : !mine ? 'loading' : mine.failed ? 'error' : 'ready';
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const set = useCallback(
    (next: SetStateAction<SubscriptionInfo | null>) =>
      setLoaded((prev) => {
        const current = prev?.token === token ? prev.info : null;
        return { token, info: typeof next === 'function' ? next(current) : next, failed: false };
      }),
    [token],
  );
  return { info: mine?.info ?? null, status, set, reload };
}
