import { useEffect, useRef } from 'react';

/**
 * The element at a list's end that asks for the next page as it nears the view (400 px ahead).
 * Observed again after each page (`loadMore` changes), so a sentinel still in view loads the next.
 */
export function useLoadMoreSentinel(loadMore: () => void, active: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !active) return;
    const io = new IntersectionObserver((e) => e.some((x) => x.isIntersecting) && loadMore(), { rootMargin: '400px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [loadMore, active]);
  return sentinel;
}
