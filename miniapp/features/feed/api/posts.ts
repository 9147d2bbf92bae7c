import { useCallback, useMemo } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { request } from '../../../api/client.js';
import type { DataOf } from '../../../../shared/api/contract.js';
import { localeAtom } from '../../../state/locale.js';
import { tokenAtom } from '../../../state/session.js';
import { useProfile } from '../../../state/profile.js';

const PAGE = 10;
type PostPage = DataOf<'/feed/post/list'>;

/**
 * The Desire post feed, newest first, page by page. Keyed by language (captions) and session (who
 * sees which photo clear, and what she liked).
 */
export const postFeedQuery = (locale: string, session: string) =>
  infiniteQueryOptions({
    queryKey: ['feed', 'posts', locale, session],
    queryFn: ({ pageParam, signal }) => request('/feed/post/list', { cursor: pageParam, limit: PAGE }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function usePostFeed() {
  const feed = useInfiniteQuery(postFeedQuery(useAtomValue(localeAtom), useViewerKey()));
  return useFeedPaging(feed);
}

/** Like or take it back; the answer's count is written into every loaded page. */
export function useLikePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { postId: string; like: 0 | 1 }) => request('/feed/post/like', v),
    onSuccess: (r) =>
      client.setQueriesData<InfiniteData<PostPage>>(
        { queryKey: ['feed', 'posts'] },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((p) => ({
              ...p,
              list: p.list.map((x) => (x.id === r.postId ? { ...x, liked: r.liked, likeCount: r.likeCount } : x)),
            })),
          },
      ),
  });
}

/** A feed's items, and `loadMore` that fetches the next page (or retries the first). */
export function useFeedPaging<T>(feed: {
  data: InfiniteData<{ list: T[] }> | undefined;
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isLoading: boolean;
  isError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}) {
  const { data, hasNextPage, isFetching, isFetchingNextPage, isLoading, isError, fetchNextPage, refetch } = feed;
  const items = useMemo(() => data?.pages.flatMap((p) => p.list) ?? [], [data]);
  const loadMore = useCallback(() => {
    if (isFetching) return;
    if (!data) void refetch();
    else if (hasNextPage) void fetchNextPage();
  }, [isFetching, data, hasNextPage, refetch, fetchNextPage]);
  return { items, done: !!data && !hasNextPage, loading: isLoading || isFetchingNextPage, failed: isError && !isFetching, loadMore };
}

/** Who looks, for the feeds' keys: the photos' blur and the hidden stories follow the account and its Premium. */
export function useViewerKey() {
  const token = useAtomValue(tokenAtom);
  const vip = useProfile()?.isVip ?? false;
  return `${token}:${vip ? 'vip' : 'free'}`;
}
