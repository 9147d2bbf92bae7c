import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { request } from '../../../api/client.js';
import { localeAtom } from '../../../state/locale.js';
import { useFeedPaging, useViewerKey } from './posts.js';

/** The Desire story feed: every published character's stories, newest first (hidden ones for Premium). */
export const storyFeedQuery = (locale: string, session: string) =>
  infiniteQueryOptions({
    queryKey: ['feed', 'stories', locale, session],
    queryFn: ({ pageParam, signal }) => request('/feed/story/list', { cursor: pageParam, limit: 12 }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useStoryFeed() {
  const feed = useInfiniteQuery(storyFeedQuery(useAtomValue(localeAtom), useViewerKey()));
  return useFeedPaging(feed);
}
