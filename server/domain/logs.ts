import type { Db } from '../db/connect.js';

/** Client and server activity logs; never fails the caller's work. */
export async function logEvent(db: Db, kind: string, userId: string | null, payload: unknown, now: number): Promise<void> {
  const text = JSON.stringify(payload ?? {}).slice(0, 16_000);
  await db.insertInto('logs').values({ kind, user_id: userId, payload: text, create_time: now }).execute();
}

/** What one anonymous log call may store: a flat record of at most 2 KB. */
export const clientLogLimits = { bytes: 2048, keys: 32, keyChars: 64, valueChars: 512 } as const;

/**
 * A log sent by a client nobody vouches for (the page's own logging, `/v1/open`): kept as a flat
 * record of short scalar fields within 2 KB, so a caller cannot make one row large whatever it
 * sends (objects and arrays are stored as their kind, never walked).
 */
export async function logClientEvent(
  db: Db,
  kind: string,
  userId: string | null,
  payload: Record<string, unknown>,
  now: number,
): Promise<void> {
  const uid = userId?.replace(/[^\w.:-]/g, '').slice(0, 64) || null;
  await db
    .insertInto('logs')
    .values({ kind, user_id: uid, payload: boundedPayload(payload), create_time: now })
    .execute();
}

/** The payload as JSON of at most `clientLogLimits.bytes` bytes; `truncated` says fields were left out. */
export function boundedPayload(payload: Record<string, unknown>): string {
  const { bytes, keys, keyChars, valueChars } = clientLogLimits;
  const kept: Record<string, string | number | boolean | null> = {};
  let size = 2; // {}
  let cut = false;
  for (const [key, value] of Object.entries(payload).slice(0, keys)) {
    const v =
      typeof value === 'string'
        ? value.slice(0, valueChars)
        : typeof value === 'number' || typeof value === 'boolean' || value === null
          ? value
          : Array.isArray(value)
            ? '[array]'
            : `[${typeof value}]`;
    const k = key.slice(0, keyChars);
    const entry = Buffer.byteLength(JSON.stringify({ [k]: v })) - 2 + (size > 2 ? 1 : 0);
    // Room is kept for the `,"truncated":true` marker.
    if (size + entry > bytes - 18) {
      cut = true;
      continue;
    }
    kept[k] = v;
    size += entry;
  }
  if (cut || Object.keys(payload).length > keys) kept.truncated = true;
  return JSON.stringify(kept);
}
