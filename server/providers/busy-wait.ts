/**
 * A model or image service that is busy for a moment (429 rate limited, 503 overloaded) has done
 * nothing with the request: the providers ask once more after its `Retry-After`, if that is short.
 */

/** The longest `Retry-After` waited for: past it (a spent quota) the request fails at once rather than keep the user waiting. */
const BUSY_WAIT_MAX_MS = 5_000;
/** The wait when a busy answer names none. */
const BUSY_WAIT_DEFAULT_MS = 1_000;

/**
 * How long to wait before asking again after an error answer, or null not to ask again: a 429
 * (rate limited) or 503 (overloaded) is a moment's refusal, with `Retry-After` in seconds or as a
 * date; any other status is an answer.
 */
export function busyWaitMs(status: number, retryAfter: string | string[] | undefined, now = Date.now()): number | null {
  if (status !== 429 && status !== 503) return null;
  const header = Array.isArray(retryAfter) ? retryAfter[0] : retryAfter;
  let wait = BUSY_WAIT_DEFAULT_MS;
  if (header?.trim()) {
    const seconds = Number(header);
    const date = Date.parse(header);
    if (Number.isFinite(seconds)) wait = Math.max(0, seconds * 1000);
    else if (Number.isFinite(date)) wait = Math.max(0, date - now);
  }
  return wait <= BUSY_WAIT_MAX_MS ? wait : null;
}
