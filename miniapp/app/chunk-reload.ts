import { limits } from '../../shared/constants.js';

const KEY = 'chunk-reload';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * After a deploy old chunk names vanish: reload to get the new index.html, but at most once per
 * path every 10 s so a really broken chunk cannot loop. Returns false when the guard holds.
 */
export function reloadForChunkError(): boolean {
  const path = window.location.pathname;
  let last: Record<string, number> = {};
  try {
    last = JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    last = {};
  }
  const now = Date.now();
  if (now - (last[path] ?? 0) < limits.reloadGuardMs) return false;
  last[path] = now;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(last));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

export function installChunkReloadGuard() {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
}
