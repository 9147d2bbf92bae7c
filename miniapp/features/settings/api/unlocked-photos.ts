import { useCallback } from 'react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { request } from '../../../api/client.js';
import { tokenAtom } from '../../../state/session.js';

const PAGE_SIZE = 30;

/** The photos a token's account paid for, newest first, page by page; asked again on each visit. */
export const unlockedPhotosQuery = (token: string) =>
  infiniteQueryOptions({
    queryKey: ['unlocked-photos', token],
    queryFn: ({ pageParam, signal }) =>
      request('/character/photograph/unlocked', { page: pageParam, pageSize: PAGE_SIZE }, { silent: true, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastParam) => (last.list.length < PAGE_SIZE ? undefined : lastParam + 1),
    enabled: !!token,
    staleTime: 0,
  });

/** The photos loaded so far; `done` when there are no more (or a page could not be loaded). */
export function useUnlockedPhotos() {
  const { data, hasNextPage, isError, isLoading, isFetching, isFetchingNextPage, fetchNextPage } = useInfiniteQuery(
    unlockedPhotosQuery(useAtomValue(tokenAtom)),
  );
  const photos = data?.pages.flatMap((p) => p.list) ?? [];
  const loadMore = useCallback(() => {
    if (!isFetching && hasNextPage && !isError) void fetchNextPage();
  }, [isFetching, hasNextPage, isError, fetchNextPage]);
  return { photos, done: (!!data && !hasNextPage) || isError, loading: isLoading || isFetchingNextPage, loadMore };
}
