import type { Db } from '../../db/connect.js';
import { compiled, type Arg } from '../../db/compiled.js';
import type { UserRow } from '../../db/database.js';
import { limits } from '../../../shared/constants.js';
import { newSecret, sha256Hex } from '../ids.js';

/** Issue a bearer token; only its hash is kept, so a leaked database holds no usable token. */
export async function issueToken(db: Db, userId: string, now: number): Promise<string> {
  const token = newSecret();
  await db
    .insertInto('tokens')
    .values({ hash: sha256Hex(token), user_id: userId, create_time: now, expires_at: now + limits.tokenTtlMs, revoked_at: null })
    .execute();
  return token;
}

const userOfHash = compiled((db, arg: Arg<{ hash: string; now: number }>) =>
  db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .selectAll('users')
    .where('tokens.hash', '=', arg('hash'))
    .where('tokens.revoked_at', 'is', null)
    .where('tokens.expires_at', '>', arg('now')),
);

export async function userOfToken(db: Db, token: string, now: number): Promise<UserRow | undefined> {
  if (!token) return undefined;
  return (await userOfHash(db, { hash: sha256Hex(token), now }))[0];
}

export async function revokeToken(db: Db, token: string, now: number): Promise<void> {
  await db.updateTable('tokens').set({ revoked_at: now }).where('hash', '=', sha256Hex(token)).execute();
}

export async function revokeAllTokens(db: Db, userId: string, now: number): Promise<void> {
  await db.updateTable('tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}
