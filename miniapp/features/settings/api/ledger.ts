import { useCallback } from 'react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { LedgerEntry } from '../../../../shared/schemas/ledger.js';
import { request } from '../../../api/client.js';
import { tokenAtom } from '../../../state/session.js';

const PAGE_SIZE = 30;

export type Balance = LedgerEntry['currency'];

/** One balance's ledger (coins are `gold` on the wire) of a token's account, newest first, page by page; asked again on each visit. */
export const ledgerQuery = (token: string, currency: Balance) =>
  infiniteQueryOptions({
    queryKey: ['ledger', token, currency],
    queryFn: ({ pageParam, signal }) =>
      request('/accounting/gold/detail/list', { page: pageParam, pageSize: PAGE_SIZE, currency }, { silent: true, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastParam) => (last.list.length < PAGE_SIZE ? undefined : lastParam + 1),
    enabled: !!token,
    staleTime: 0,
  });

/** The rows loaded so far; `done` when there are no more (or a page could not be loaded). */
export function useLedger(currency: Balance) {
  const { data, hasNextPage, isError, isLoading, isFetching, isFetchingNextPage, fetchNextPage } = useInfiniteQuery(
    ledgerQuery(useAtomValue(tokenAtom), currency),
  );
  const rows = data?.pages.flatMap((p) => p.list) ?? [];
  // Changes when a page arrives, so an observer of the list's end looks again.
  const loadMore = useCallback(() => {
    if (!isFetching && hasNextPage && !isError) void fetchNextPage();
  }, [isFetching, hasNextPage, isError, fetchNextPage]);
  return { rows, done: (!!data && !hasNextPage) || isError, loading: isLoading || isFetchingNextPage, loadMore };
}
