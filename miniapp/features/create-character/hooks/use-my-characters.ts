import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { CustomCharacterState as State } from '../../../../shared/enums.js';
import { fetchMyCharacters, type MyCharacters } from '../../../api/custom-character.js';
import { isLoggedInAtom, tokenAtom } from '../../../state/session.js';

const POLL_MS = 2000;

export type MyCharactersLoad = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: MyCharacters };

/** The user's own characters; polled while any of them is being drawn, so progress moves by itself. */
export function useMyCharacters() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const token = useAtomValue(tokenAtom);
  const [load, setLoad] = useState<MyCharactersLoad>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    const poll = async () => {
      try {
        const data = await fetchMyCharacters(1, 50, { silent: true });
        if (!live) return;
        setLoad({ status: 'ready', data });
        if (data.list.some((c) => c.state === State.creating || c.state === State.onSubmit)) timer.current = setTimeout(() => void poll(), POLL_MS);
      } catch {
        if (live) setLoad((l) => (l.status === 'ready' ? l : { status: 'error' }));
      }
    };
    void poll();
    return () => {
      live = false;
      clearTimeout(timer.current);
    };
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- a new `token` (another account) and `tick` reload the list
  }, [loggedIn, token, tick]);

  const reload = useCallback(() => {
    clearTimeout(timer.current);
    setTick((n) => n + 1);
  }, []);
  return { load, reload };
}
