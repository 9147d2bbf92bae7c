import { randomInt } from 'node:crypto';
import type { CodeKind } from '../../../shared/enums.js';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import { limits } from '../../../shared/constants.js';
import { ErrorCode } from '../../../shared/errors.js';
import { AppError } from '../../errors.js';
import { newId, newSecret, sha256Hex } from '../ids.js';
import { takeCooldown } from '../usage.js';

export type { CodeKind } from '../../../shared/enums.js';

const codeHash = (kind: CodeKind, target: string, code: string) => sha256Hex(`${kind}:${target}:${code}`);
const expired = () => new AppError(ErrorCode.badParams, 'The code has expired, please request a new one');
const burnt = () => new AppError(ErrorCode.badParams, 'Too many wrong tries, please request a new code');

/**
 * A new 6-digit code (and optionally a magic-link secret) for a target. A second request within
 * 60 s is refused (the cooldown row of the target decides, so concurrent requests send one code);
 * a new code retires the older ones. `requester`: the account the code was asked from, kept with
 * it (consumeCode answers it) and carried in the link (`<secret>.<user id>`, all of it hashed, so
 * it cannot be changed): see magicRequester.
 */
export async function issueCode(db: Db, kind: CodeKind, target: string, now: number, withMagic = false, requester?: string) {
  const code = String(randomInt(0, 10 ** limits.codeLength)).padStart(limits.codeLength, '0');
  const magic = withMagic ? (requester ? `${newSecret()}.${requester}` : newSecret()) : null;
  await db.transaction().execute(async (trx) => {
    const waitMs = await takeCooldown(trx, `code:${kind}:${target}`, limits.codeResendMs, now);
    if (waitMs > 0) throw new AppError(ErrorCode.tooManyRequests, `Please wait ${Math.ceil(waitMs / 1000)} s before requesting a new code`);
    await trx
      .updateTable('login_codes')
      .set({ used_at: now })
      .where('kind', '=', kind)
      .where('target', '=', target)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('login_codes')
      .values({
        id: newId('lc'),
        kind,
        target,
        code_hash: codeHash(kind, target, code),
        magic_hash: magic ? sha256Hex(magic) : null,
        requested_by: requester ?? null,
        attempts: 0,
        create_time: now,
        expires_at: now + limits.codeTtlMs,
        used_at: null,
      })
      .execute();
  });
  return { code, magic };
}

/**
 * One guess claims one of the code's 5 attempts, in one guarded statement; no attempt left, no
 * guess. `askedBy`: only a code that account asked for is guessed at (another's is left untouched).
 */
const claimAttempt = (db: Db, kind: CodeKind, target: string, now: number, askedBy?: string) => {
  const q = db
    .updateTable('login_codes')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('login_codes')
        .select('id')
        .where('kind', '=', kind)
        .where('target', '=', target)
        .orderBy('create_time', 'desc')
        .limit(1),
    )
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', limits.codeMaxTries);
  return (askedBy === undefined ? q : q.where('requested_by', '=', askedBy))
    .returning(['id', 'code_hash', 'attempts', 'requested_by'])
    .executeTakeFirst();
};

/** Mark a code used; true only for the one caller that did (a code logs in once). */
const useUp = async (db: Db, id: string, now: number) =>
  Number(
    (await db.updateTable('login_codes').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst())
      .numUpdatedRows,
  ) === 1;

/**
 * Check a code: each guess first claims an attempt, then compares, so 5 tries are 5 however many
 * arrive at once. The fifth wrong one burns the code; a right one is used up once. Answers the
 * account the code was asked from (null: asked signed out). With `askedBy`, a code another account
 * asked for is refused as expired and nothing of it is touched.
 */
export async function consumeCode(
  db: Db,
  kind: CodeKind,
  target: string,
  code: string,
  now: number,
  askedBy?: string,
): Promise<{ requestedBy: string | null }> {
  const claimed = await claimAttempt(db, kind, target, now, askedBy);
  if (!claimed) {
    const latest = await db
      .selectFrom('login_codes')
      .select(['attempts', 'expires_at'])
      .where('kind', '=', kind)
      .where('target', '=', target)
      .orderBy('create_time', 'desc')
      .executeTakeFirst();
    if (latest && latest.expires_at > now && latest.attempts >= limits.codeMaxTries) throw burnt();
    throw expired();
  }
  if (claimed.code_hash === codeHash(kind, target, code)) {
    if (await useUp(db, claimed.id, now)) return { requestedBy: claimed.requested_by };
    throw expired();
  }
  if (claimed.attempts >= limits.codeMaxTries) {
    await useUp(db, claimed.id, now);
    throw burnt();
  }
  throw new AppError(ErrorCode.badParams, 'Wrong verification code');
}

/** Magic link of landing mode: single use, same 10-minute life as the code. Returns the email. */
/**
 * The account a magic link was asked from (undefined: asked signed out). Read only from a link
 * consumeMagic accepted: the whole link is hashed, so this part is as the server wrote it.
 */
export function magicRequester(magic: string): string | undefined {
  const dot = magic.lastIndexOf('.');
  return dot > 0 ? magic.slice(dot + 1) : undefined;
}

export async function consumeMagic(db: Db, magic: string, now: number): Promise<string> {
  const row = await db
    .updateTable('login_codes')
    .set({ used_at: now })
    .where('magic_hash', '=', sha256Hex(magic))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('target')
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.badParams, 'This login link has expired, please request a new one');
  return row.target;
}
