/** Counts in-app navigations so a back action knows whether the previous entry is ours. */
let depth = 0;

export function noteNavigation(kind: 'push' | 'pop' | 'replace') {
  if (kind === 'push') depth += 1;
  else if (kind === 'pop') depth = Math.max(0, depth - 1);
}

/** history.back() when the previous page is in the app, else go to `fallback` (deep links). */
export function goBack(navigate: (to: string, opts?: { replace?: boolean }) => void, fallback = '/') {
  if (depth > 0) window.history.back();
  else navigate(fallback, { replace: true });
}
