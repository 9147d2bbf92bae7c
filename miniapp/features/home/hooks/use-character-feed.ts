import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '@lingui/core';
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

/**
 * Pages already loaded per language, tab and style, so coming back from a character shows them at
 * once (the cards' texts come in the UI language).
 */
const cache = new Map<string, Feed>();
const empty: Feed = { items: [], page: 0, done: false };

/**
 * One feed of the character list. The caller mounts it with `key={sort:style}`, so a new tab
 * or style starts from its own cache instead of resetting state in an effect.
 */
export function useCharacterFeed(sort: ListSort, style: StyleFilter) {
  const key = `${i18n.locale}:${sort}:${style}`;
  const [feed, setFeed] = useState<Feed>(() => cache.get(key) ?? empty);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const inflight = useRef<AbortController | null>(null);
  const feedRef = useRef<Feed>(cache.get(key) ?? empty);

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
      feedRef.current = next;
      setFeed(next);
    } catch {
      if (!controller.signal.aborted) setFailed(true);
    } finally {
      if (inflight.current === controller) inflight.current = null;
      if (!controller.signal.aborted) setLoading(false);
    }
  }, [key, sort, style]);

  useEffect(() => {
    if (feedRef.current.page === 0) void loadMore();
    return () => {
      inflight.current?.abort();
      inflight.current = null;
    };
  }, [loadMore]);

  return { items: feed.items, done: feed.done, loading, failed, loadMore, initial: feed.page === 0 };
}
