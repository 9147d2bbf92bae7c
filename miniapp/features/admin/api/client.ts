/**
 * The console's own calls (`/admin/api/*`, docs/operator-console.md): plain JSON and the session
 * cookie, not the users' signed contract, so nothing here touches miniapp/api/client.ts.
 */
export class AdminError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function adminCall<T>(path: string, body: object = {}, signal?: AbortSignal): Promise<T> {
  const res = await fetch(`/admin/api${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  const json = (await res.json().catch(() => ({ code: res.status, message: `HTTP ${res.status}`, data: null }))) as {
    code: number;
    message: string;
    data: T;
  };
  if (json.code !== 0) {
    const error = new AdminError(json.code, json.message, res.status);
    // An expired or revoked session shows in whichever call meets it first: the console signs in again.
    if (isSignedOut(error) && !path.startsWith('/login/')) signedOutListener?.();
    throw error;
  }
  return json.data;
}

export const isSignedOut = (e: unknown) => e instanceof AdminError && e.code === 1003;

let signedOutListener: (() => void) | undefined;
/** What to do when any call answers 1003 (the console shows its sign-in again); one listener. */
export function onSignedOut(listener: () => void) {
  signedOutListener = listener;
  return () => {
    if (signedOutListener === listener) signedOutListener = undefined;
  };
}

/**
 * Lists and pages other operators change meanwhile: read again whenever shown, and when the
 * window comes back into view (the app's own queries are kept 30 s and not refetched on focus).
 */
export const live = { staleTime: 0, refetchOnWindowFocus: true } as const;
