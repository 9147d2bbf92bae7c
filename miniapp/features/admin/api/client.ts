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
  if (json.code !== 0) throw new AdminError(json.code, json.message, res.status);
  return json.data;
}

export const isSignedOut = (e: unknown) => e instanceof AdminError && e.code === 1003;
