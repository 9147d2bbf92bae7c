/**
 * Operator sign-in (docs/operator-console.md): the mail code of the users' login (its own target,
 * `operator:<email>`), then a TOTP code (RFC 6238, otpauth), enrolled on the first sign-in. The
 * session is a random secret in an httpOnly cookie, only its hash stored, short-lived; the role is
 * read from OPERATORS on every call, so removing an operator from the configuration ends them.
 */
import { Secret, TOTP } from 'otpauth';
import { sql } from 'kysely';
import type { OperatorRole } from '../../config.js';
import type { Deps } from '../../deps.js';
import { ErrorCode } from '../../../shared/errors.js';
import { AppError, badParams } from '../../errors.js';
import { consumeCode, issueCode } from '../accounts/codes.js';
import { newSecret, sha256Hex } from '../ids.js';

export const SESSION_MS = 60 * 60_000;
const TICKET_MS = 10 * 60_000;
export const COOKIE = 'op_session';

export interface Operator {
  email: string;
  role: OperatorRole;
}

const codeTarget = (email: string) => `operator:${email}`;
const norm = (email: string) => email.trim().toLowerCase();
export const loginNeeded = () => new AppError(ErrorCode.loginNeeded, 'Operator sign-in needed');

/** The authenticator app's view of a secret: 6 digits every 30 s, SHA-1 (what every app reads). */
export const totpOf = (email: string, secret: string) =>
  new TOTP({ issuer: 'Lustory console', label: email, secret: Secret.fromBase32(secret) });

/** Step 1: mail a code to a configured operator. Anyone else gets the same answer and no mail. */
export async function requestOperatorCode(deps: Deps, rawEmail: string): Promise<void> {
  const email = norm(rawEmail);
  if (!deps.config.operators[email]) return;
  // A resend within the minute sends nothing and answers like any other address: a "please
  // wait" here would tell anyone which addresses are operators'.
  const issued = await issueCode(deps.db, 'email', codeTarget(email), deps.clock()).catch((e: unknown) => {
    if (e instanceof AppError && e.code === ErrorCode.tooManyRequests) return null;
    throw e;
  });
  if (!issued) return;
  const { code } = issued;
  await deps.mailer.send({
    to: email,
    subject: `Console sign-in code: ${code}`,
    text: `Your console sign-in code is ${code}. It expires in 10 minutes.`,
  });
}

async function newSession(deps: Deps, email: string, stage: 'totp' | 'active', ttl: number) {
  const secret = newSecret();
  const now = deps.clock();
  await deps.db
    .insertInto('operator_sessions')
    .values({ hash: sha256Hex(secret), email, stage, create_time: now, expires_at: now + ttl, revoked_at: null })
    .execute();
  return secret;
}

/**
 * Step 2: the mail code. Answers a ticket for the TOTP step, and on the first sign-in the new
 * secret to enrol (its otpauth:// URI and base32 text); until a code from it is checked the
 * secret may be replaced by a new sign-in.
 */
export async function verifyOperatorCode(deps: Deps, rawEmail: string, code: string) {
  const email = norm(rawEmail);
  // One answer for every refusal (no operator, no code, wrong, burnt): which one it was would tell
  // anyone whether an address is an operator's.
  const refused = () => badParams('Wrong or expired code, please request a new one');
  if (!deps.config.operators[email]) throw refused();
  await consumeCode(deps.db, 'email', codeTarget(email), code, deps.clock()).catch((e: unknown) => {
    throw e instanceof AppError && e.code === ErrorCode.badParams ? refused() : e;
  });
  const row = await deps.db.selectFrom('operator_totp').selectAll().where('email', '=', email).executeTakeFirst();
  let enrol: { uri: string; secret: string } | null = null;
  if (!row?.enrolled_at) {
    const secret = new Secret({ size: 20 }).base32;
    await deps.db.deleteFrom('operator_totp').where('email', '=', email).where('enrolled_at', 'is', null).execute();
    await deps.db.insertInto('operator_totp').values({ email, secret, enrolled_at: null, create_time: deps.clock() }).execute();
    enrol = { uri: totpOf(email, secret).toString(), secret };
  }
  return { ticket: await newSession(deps, email, 'totp', TICKET_MS), enrol };
}

/**
 * Step 3: the TOTP code against the ticket. A code is taken once: the guarded UPDATE moves the
 * operator's last used step forward, so a replayed or concurrent second use of a step fails.
 */
export async function verifyOperatorTotp(deps: Deps, ticket: string, token: string) {
  const now = deps.clock();
  const claimed = await deps.db
    .updateTable('operator_sessions')
    .set({ revoked_at: now })
    .where('hash', '=', sha256Hex(ticket))
    .where('stage', '=', 'totp')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('email')
    .executeTakeFirst();
  if (!claimed || !deps.config.operators[claimed.email]) throw loginNeeded();
  const row = await deps.db.selectFrom('operator_totp').selectAll().where('email', '=', claimed.email).executeTakeFirst();
  if (!row) throw loginNeeded();
  const delta = totpOf(claimed.email, row.secret).validate({ token: token.trim(), timestamp: now, window: 1 });
  if (delta === null) throw badParams('Wrong authenticator code; sign in again');
  const step = Math.floor(now / 30_000) + delta;
  const used = await deps.db
    .updateTable('operator_totp')
    .set({ last_step: step, enrolled_at: sql`coalesce(enrolled_at, ${now})` })
    .where('email', '=', claimed.email)
    .where('last_step', '<', step)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw badParams('This authenticator code was already used; wait for the next one');
  return newSession(deps, claimed.email, 'active', SESSION_MS);
}

/** The operator behind a session cookie, with the role OPERATORS gives them now; else 1003. */
export async function operatorOf(deps: Deps, cookie: string | undefined): Promise<Operator> {
  if (!cookie) throw loginNeeded();
  const row = await deps.db
    .selectFrom('operator_sessions')
    .select('email')
    .where('hash', '=', sha256Hex(cookie))
    .where('stage', '=', 'active')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', deps.clock())
    .executeTakeFirst();
  const role = row && deps.config.operators[row.email];
  if (!row || !role) throw loginNeeded();
  return { email: row.email, role };
}

export async function signOut(deps: Deps, cookie: string | undefined) {
  if (cookie)
    await deps.db.updateTable('operator_sessions').set({ revoked_at: deps.clock() }).where('hash', '=', sha256Hex(cookie)).execute();
}
