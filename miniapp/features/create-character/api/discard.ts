import { QueryObserver } from '@tanstack/react-query';
import { CustomCharacterState as State } from '../../../../shared/enums.js';
import { queryClient } from '../../../api/query-client.js';
import { tokenAtom } from '../../../state/session.js';
import { appStore } from '../../../state/store.js';
import { customCharacterQuery } from './custom-character.js';
import { deleteCharacter, forgetCharacter } from './delete-character.js';

/** Longer than any generation the server lets run (it fails and refunds after 10 minutes). */
const GIVE_UP_MS = 11 * 60_000;

/**
 * Delete a pre-created character the user left before confirming. The server refuses to delete
 * while her pictures are being drawn (2005), so a discard made during drawing watches her detail
 * (the wizard's polling query, which outlives the page) until the drawing ends and deletes then.
 * A character confirmed meanwhile (state done) is kept. Rejects when she cannot be read or deleted.
 */
export function discardCharacter(id: string): Promise<void> {
  const token = appStore.get(tokenAtom);
  const observer = new QueryObserver(queryClient, { ...customCharacterQuery(token, id), staleTime: 0 });
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    let unsubscribe = () => {};
    const finish = (work: Promise<void>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      unsubscribe();
      work.then(resolve, reject);
    };
    const timer = setTimeout(() => finish(Promise.resolve()), GIVE_UP_MS);
    unsubscribe = observer.subscribe((result) => {
      if (result.isFetching) return;
      if (result.error) return finish(Promise.reject(result.error));
      const state = result.data?.state;
      if (state === undefined || state === State.creating || state === State.onSubmit) return;
      if (state === State.done) return finish(Promise.resolve());
      finish(deleteCharacter(id, { silent: true }).then(() => forgetCharacter(queryClient, token, id)));
    });
    if (settled) unsubscribe();
  });
}
