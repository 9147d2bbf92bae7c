import { randomInt } from 'node:crypto';
import type { Db } from '../../db/connect.js';
import { limits } from '../../../shared/constants.js';
import { ErrorCode } from '../../../shared/errors.js';
import { AppError } from '../../errors.js';
import { newId, newSecret, sha256Hex } from '../ids.js';

export type CodeKind = 'email' | 'phone';

const codeHash = (kind: CodeKind, target: string, code: string) => sha256Hex(`${kind}:${target}:${code}`);

/**
 * A new 6-digit code (and optionally a magic-link secret) for a target. A second request within
 * 60 s is refused; a new code retires the older ones.
 */
export async function issueCode(db: Db, kind: CodeKind, target: string, now: number, withMagic = false) {
  const last = await db
    .selectFrom('login_codes')
    .select('create_time')
    .where('kind', '=', kind)
    .where('target', '=', target)
    .orderBy('create_time', 'desc')
    .executeTakeFirst();
  if (last && now - last.create_time < limits.codeResendMs) {
    const wait = Math.ceil((limits.codeResendMs - (now - last.create_time)) / 1000);
    throw new AppError(ErrorCode.tooManyRequests, `Please wait ${wait} s before requesting a new code`);
  }
  const code = String(randomInt(0, 10 ** limits.codeLength)).padStart(limits.codeLength, '0');
  const magic = withMagic ? newSecret() : null;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('login_codes').set({ used_at: now }).where('kind', '=', kind).where('target', '=', target).where('used_at', 'is', null).execute();
    await trx
      .insertInto('login_codes')
      .values({
        id: newId('lc'),
        kind,
        target,
        code_hash: codeHash(kind, target, code),
        magic_hash: magic ? sha256Hex(magic) : null,
        attempts: 0,
        create_time: now,
        expires_at: now + limits.codeTtlMs,
        used_at: null,
      })
      .execute();
  });
  return { code, magic };
}

/** Check a code; 5 wrong tries burn it. Wrong tries are counted even though the call fails. */
export async function consumeCode(db: Db, kind: CodeKind, target: string, code: string, now: number): Promise<void> {
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('login_codes')
      .selectAll()
      .where('kind', '=', kind)
      .where('target', '=', target)
      .where('used_at', 'is', null)
      .orderBy('create_time', 'desc')
      .executeTakeFirst();
    if (!row || row.expires_at <= now) return 'expired' as const;
    if (row.code_hash === codeHash(kind, target, code)) {
      await trx.updateTable('login_codes').set({ used_at: now }).where('id', '=', row.id).execute();
      return 'ok' as const;
    }
    const attempts = row.attempts + 1;
    const burnt = attempts >= limits.codeMaxTries;
    await trx.updateTable('login_codes').set({ attempts, used_at: burnt ? now : null }).where('id', '=', row.id).execute();
    return burnt ? ('burnt' as const) : ('wrong' as const);
  });
  if (outcome === 'expired') throw new AppError(ErrorCode.badParams, 'The code has expired, please request a new one');
  if (outcome === 'burnt') throw new AppError(ErrorCode.badParams, 'Too many wrong tries, please request a new code');
  if (outcome === 'wrong') throw new AppError(ErrorCode.badParams, 'Wrong verification code');
}

/** Magic link of landing mode: single use, same 10-minute life as the code. Returns the email. */
export async function consumeMagic(db: Db, magic: string, now: number): Promise<string> {
  const row = await db
    .selectFrom('login_codes')
    .selectAll()
    .where('magic_hash', '=', sha256Hex(magic))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.expires_at <= now) throw new AppError(ErrorCode.badParams, 'This login link has expired, please request a new one');
  const done = await db.updateTable('login_codes').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
  if (done.numUpdatedRows === 0n) throw new AppError(ErrorCode.badParams, 'This login link has expired, please request a new one');
  return row.target;
}
