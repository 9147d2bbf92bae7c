import { atom } from 'jotai';
import { safeStorage } from '../platform/storage.js';

const VISITOR_KEY = 'visitorToken';

const visitorBase = atom(safeStorage.get(VISITOR_KEY) ?? '');

/**
 * The tour's visitor token (docs/visitors.md): made when someone starts the tour without signing
 * in, sent in the envelope while no member token is set, so a later sign-in (any method) carries
 * it and the server folds the tour's chat and any Premium bought into the account.
 */
export const visitorTokenAtom = atom((get) => get(visitorBase));

export const setVisitorTokenAtom = atom(null, (_get, set, token: string) => {
  if (token) safeStorage.set(VISITOR_KEY, token);
  else safeStorage.remove(VISITOR_KEY);
  set(visitorBase, token);
});
