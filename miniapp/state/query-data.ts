import { atom, type Getter, type PrimitiveAtom } from 'jotai';
import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from '../api/query-client.js';
import { appStore } from './store.js';

/**
 * Jotai views of server state kept by TanStack Query, for code that reads atoms (other features,
 * code outside React). The query cache stays the one source; these atoms only follow it.
 */

const versions = new Map<string, PrimitiveAtom<number>>();

function versionOf(root: string): PrimitiveAtom<number> {
  let v = versions.get(root);
  if (!v) versions.set(root, (v = atom(0)));
  return v;
}

// Only state changes: a query added while a component renders must not set an atom then.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' && event.type !== 'removed') return;
  const v = versions.get(String(event.query.queryKey[0]));
  if (v) appStore.set(v, (n) => n + 1);
});

/** The cached data of the query `key` names (null: none), recomputed when that query changes. */
export const queryDataAtom = <T>(key: (get: Getter) => QueryKey | null) =>
  atom((get): T | undefined => {
    const k = key(get);
    if (!k) return undefined;
    get(versionOf(String(k[0])));
    return queryClient.getQueryData<T>(k);
  });
