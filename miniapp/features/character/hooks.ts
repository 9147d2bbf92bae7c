import { useEffect, useState } from 'react';
import type { CharacterDetail, Script } from '../../../shared/schemas/character.js';
import { fetchCharacter, fetchScripts } from '../../api/character.js';
import { ApiError } from '../../api/client.js';

export type CharacterState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'ready'; character: CharacterDetail; scripts: Script[] };

/** Detail and stories together. An id the server does not know is the route's validity failure. */
export function useCharacter(id: string, attempt: number): CharacterState {
  const key = `${id}#${attempt}`;
  const [result, setResult] = useState<{ key: string; state: CharacterState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const options = { silent: true, signal: controller.signal };
    const requestKey = `${id}#${attempt}`;
    Promise.all([fetchCharacter(id, options), fetchScripts(id, options).catch(() => ({ list: [] as Script[] }))])
      .then(([character, scripts]) => setResult({ key: requestKey, state: { status: 'ready', character, scripts: scripts.list } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const transport = error instanceof ApiError && (error.code === -1 || (error.code >= 400 && error.code < 600));
        setResult({ key: requestKey, state: { status: transport ? 'failed' : 'missing' } });
      });
    return () => controller.abort();
  }, [id, attempt]);
  return result?.key === key ? result.state : { status: 'loading' };
}
