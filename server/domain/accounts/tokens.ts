import type { Db } from '../../db/connect.js';
import { compiled, type Arg } from '../../db/compiled.js';
import type { UserRow } from '../../db/database.js';
import { limits } from '../../../shared/constants.js';
import { newSecret, sha256Hex } from '../ids.js';
import { ErrorCode } from '../../../shared/errors.js';
import { AppError } from '../../errors.js';

/**
 * Issue a bearer token; only its hash is kept, so a leaked database holds no usable token. A user
 * banned by an operator gets none (the insert itself checks `user_bans`, docs/operator-console.md).
 */
export async function issueToken(db: Db, userId: string, now: number): Promise<string> {
  const token = newSecret();
  const made = await db
    .insertInto('tokens')
    .columns(['hash', 'user_id', 'create_time', 'expires_at', 'revoked_at'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select((s) => [
          s.val(sha256Hex(token)).as('hash'),
          'users.id',
          s.val(now).as('create_time'),
          s.val(now + limits.tokenTtlMs).as('expires_at'),
          s.val(null).as('revoked_at'),
        ])
        .where('users.id', '=', userId)
        .where((w) =>
          w.not(w.exists(w.selectFrom('user_bans').select('user_bans.user_id').whereRef('user_bans.user_id', '=', 'users.id'))),
        ),
    )
    .returning('hash')
    .executeTakeFirst();
  if (!made) throw new AppError(ErrorCode.badParams, 'This account has been closed');
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
