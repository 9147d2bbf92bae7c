import type { Db } from '../db/connect.js';

/** Client and server activity logs; never fails the caller's work. */
export async function logEvent(db: Db, kind: string, userId: string | null, payload: unknown, now: number): Promise<void> {
  const text = JSON.stringify(payload ?? {}).slice(0, 16_000);
  await db.insertInto('logs').values({ kind, user_id: userId, payload: text, create_time: now }).execute();
}
