import { useCallback, useEffect, useRef, useState } from 'react';
import type { CustomCharacter } from '../../../../shared/schemas/custom-character.js';
import { CustomCharacterState as State } from '../../../../shared/enums.js';
import { ApiError } from '../../../api/client.js';
import { fetchCustomCharacter } from '../../../api/custom-character.js';

const POLL_MS = 1500;

export type CharacterLoad =
  | { status: 'loading' }
  | { status: 'ready'; character: CustomCharacter }
  | { status: 'missing' }
  | { status: 'error' };

/**
 * The user's own character, polled every 1.5 s while her pictures are being drawn (real
 * progress from `/detail`); `reload` fetches again, e.g. after a rebuild started.
 */
export function useCustomCharacter(id: string | null) {
  const [load, setLoad] = useState<CharacterLoad>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!id) return;
    let live = true;
    const controller = new AbortController();
    const poll = async () => {
      try {
        const character = await fetchCustomCharacter(id, { silent: true, signal: controller.signal });
        if (!live) return;
        setLoad({ status: 'ready', character });
        if (character.state === State.creating || character.state === State.onSubmit) timer.current = setTimeout(() => void poll(), POLL_MS);
      } catch (e) {
        if (!live) return;
        if (e instanceof ApiError && e.code === 1000) setLoad({ status: 'missing' });
        else if (e instanceof ApiError && e.code === -1) timer.current = setTimeout(() => void poll(), POLL_MS * 2);
        else setLoad({ status: 'error' });
      }
    };
    void poll();
    return () => {
      live = false;
      controller.abort();
      clearTimeout(timer.current);
    };
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- `tick` is the reload trigger
  }, [id, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { load, reload, setLoad };
}
