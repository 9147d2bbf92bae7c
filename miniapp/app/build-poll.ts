const POLL_MS = 5 * 60_000;
let stale = false;

async function check() {
  try {
    const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return;
    const { buildId } = (await response.json()) as { buildId?: string };
    if (buildId && buildId !== import.meta.env.VITE_BUILD_ID) stale = true;
  } catch {
    // Offline or the server restarting: try again at the next poll.
  }
}

/** Polls `/builds/latest.json`; a new build id makes the next navigation a full page load. */
export function startBuildPolling() {
  if (import.meta.env.DEV) return;
  void check();
  setInterval(check, POLL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
}

/** Called by the router on every in-app navigation; true when it started a full reload. */
export function reloadIfStale(): boolean {
  if (!stale) return false;
  window.location.reload();
  return true;
}
