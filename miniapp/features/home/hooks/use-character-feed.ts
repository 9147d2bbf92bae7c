import { useCallback, useEffect, useRef, useState } from 'react';
import type { CharacterCard } from '../../../../shared/schemas/character.js';
import { styleOfFilter, type ListSort } from '../../../../shared/enums.js';
import { fetchCharacters } from '../../../api/character.js';
import type { StyleFilter } from '../atoms.js';

const PAGE_SIZE = 20;

interface Feed {
  items: CharacterCard[];
  page: number;
  done: boolean;
}

/** Pages already loaded per tab and style, so coming back from a character shows them at once. */
const cache = new Map<string, Feed>();

export function useCharacterFeed(sort: ListSort, style: StyleFilter) {
  const key = `${sort}:${style}`;
  const [feed, setFeed] = useState<Feed>(() => cache.get(key) ?? { items: [], page: 0, done: false });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const inflight = useRef<AbortController | null>(null);
  const feedRef = useRef(feed);
  feedRef.current = feed;

  const loadMore = useCallback(async () => {
    const current = feedRef.current;
    if (current.done || inflight.current) return;
    const controller = new AbortController();
    inflight.current = controller;
    setLoading(true);
    setFailed(false);
    try {
      const page = current.page + 1;
      const data = await fetchCharacters({ sort, style: style === 'all' ? undefined : styleOfFilter[style], page, pageSize: PAGE_SIZE }, { signal: controller.signal });
      const seen = new Set(current.items.map((c) => c.id));
      const items = [...current.items, ...data.list.filter((c) => !seen.has(c.id))];
      const done = data.list.length < PAGE_SIZE || (data.total !== undefined && items.length >= data.total);
      const next = { items, page, done };
      cache.set(key, next);
      setFeed(next);
    } catch (error) {
      if (!controller.signal.aborted) setFailed(true);
    } finally {
      if (inflight.current === controller) inflight.current = null;
      if (!controller.signal.aborted) setLoading(false);
    }
  }, [key, sort, style]);

  useEffect(() => {
    const cached = cache.get(key) ?? { items: [], page: 0, done: false };
    feedRef.current = cached;
    setFeed(cached);
    setFailed(false);
    if (cached.page === 0) void loadMore();
    return () => {
      inflight.current?.abort();
      inflight.current = null;
      setLoading(false);
    };
  }, [key, loadMore]);

  return { items: feed.items, done: feed.done, loading, failed, loadMore, initial: feed.page === 0 };
}
