import { useCallback, useMemo } from 'react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { CharacterCard } from '../../../../shared/schemas/character.js';
import { styleOfFilter, type ListSort } from '../../../../shared/enums.js';
import { fetchCharacters } from '../../../api/character.js';
import { localeAtom } from '../../../state/locale.js';
import type { StyleFilter } from '../atoms.js';

const PAGE_SIZE = 20;

/**
 * The home feed of one language, tab and style, page by page. Kept for the session, so coming
 * back from a character shows the pages already loaded at once (the cards' texts come in the UI
 * language, hence the locale in the key).
 */
export const characterFeedQuery = (locale: string, sort: ListSort, style: StyleFilter) =>
  infiniteQueryOptions({
    queryKey: ['characters', locale, sort, style],
    queryFn: ({ pageParam, signal }) =>
      fetchCharacters(
        { sort, style: style === 'all' ? undefined : styleOfFilter[style], page: pageParam, pageSize: PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastParam) => {
      const loaded = pages.reduce((n, p) => n + p.list.length, 0);
      return last.list.length < PAGE_SIZE || loaded >= last.total ? undefined : lastParam + 1;
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** One feed of the character list, its cards without repeats, and `loadMore` for the next page. */
export function useCharacterFeed(sort: ListSort, style: StyleFilter) {
  const feed = useInfiniteQuery(characterFeedQuery(useAtomValue(localeAtom), sort, style));
  const { data, hasNextPage, isFetching, isFetchingNextPage, isLoading, isError, fetchNextPage, refetch } = feed;

  // A character moving up the ranking between two pages would come twice.
  const items = useMemo(() => {
    const byId = new Map<string, CharacterCard>();
    for (const c of (data?.pages ?? []).flatMap((p) => p.list)) if (!byId.has(c.id)) byId.set(c.id, c);
    return [...byId.values()];
  }, [data]);

  const loadMore = useCallback(() => {
    if (isFetching) return;
    if (!data) void refetch();
    else if (hasNextPage) void fetchNextPage();
  }, [isFetching, data, hasNextPage, refetch, fetchNextPage]);

  return {
    items,
    done: !!data && !hasNextPage,
    loading: isLoading || isFetchingNextPage,
    failed: isError && !isFetching,
    loadMore,
    initial: !data,
  };
}
