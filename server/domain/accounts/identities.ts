import type { Db } from '../../db/connect.js';
import type { UserRow } from '../../db/database.js';
import type { IdentityType } from '../../../shared/enums.js';
import type { LoginResult } from '../../../shared/schemas/auth.js';
import { ErrorCode } from '../../../shared/errors.js';
import { AppError } from '../../errors.js';
import { newId } from '../ids.js';
import { createUser } from '../users.js';
import { issueToken } from './tokens.js';
import { mergeVisitor } from './merge.js';
import { queueConversion } from '../analytics/conversions.js';

export interface SignIn {
  type: IdentityType;
  subject: string;
  nick?: string;
  lang: string;
  channel?: string;
  countryCode?: string;
  /** The user of the request's token, if any: a new identity is bound to them. */
  current?: UserRow;
  now: number;
}

/** The user an identity belongs to, if it is known. */
export const ownerOf = (db: Db, type: IdentityType, subject: string): Promise<UserRow | undefined> =>
  db
    .selectFrom('identities')
    .innerJoin('users', 'users.id', 'identities.user_id')
    .selectAll('users')
    .where('identities.type', '=', type)
    .where('identities.subject', '=', subject)
    .executeTakeFirst();

/** Insert an identity unless its (type, subject) key exists; true when this call inserted it. */
async function insertIdentity(db: Db, userId: string, type: IdentityType, subject: string, now: number): Promise<boolean> {
  const r = await db
    .insertInto('identities')
    .values({ id: newId('id'), user_id: userId, type, subject, create_time: now })
    .onConflict((oc) => oc.columns(['type', 'subject']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Thrown inside a transaction to undo it: a concurrent twin claimed the identity first. */
class TwinWon extends Error {}

/**
 * Log in by a verified identity. Known identity: its user, into which a current visitor account is
 * merged (its tour chats and purchases come along, `mergeVisitor`). New identity with a current
 * visitor: bound to it (the visitor becomes registered and keeps energy and chats). Otherwise,
 * a signed-in member included, a new user.
 * The unique (type, subject) key decides between concurrent first logins: the one that inserts
 * the identity keeps its new user; the others undo theirs and log in as that user.
 */
export async function signInWithIdentity(db: Db, input: SignIn): Promise<LoginResult> {
  const { user, isRegister } = await findOrCreateByIdentity(db, input);
  if (isRegister) await queueConversion(db, { event: 'CompleteRegistration', subject: user.id, userId: user.id }, input.now);
  const token = await issueToken(db, user.id, input.now);
  return { token, uid: user.id, lang: user.lang, isRegister, registerTime: user.create_time };
}

/** The user of a verified identity, bound or created as `signInWithIdentity` says, without a token. */
export async function findOrCreateByIdentity(db: Db, input: SignIn): Promise<{ user: UserRow; isRegister: boolean }> {
  let signedIn: { user: UserRow; isRegister: boolean } | null = null;
  for (let attempt = 0; !signedIn; attempt++) {
    if (attempt === 3) throw new AppError(ErrorCode.tooManyRequests, 'Please try again');
    signedIn = await db
      .transaction()
      .execute(async (trx) => {
        const known = await ownerOf(trx, input.type, input.subject);
        if (known) {
          // A visitor signing in to an existing account brings its tour chats and purchases along.
          const merged = input.current?.is_visitor === 1 && (await mergeVisitor(trx, input.current.id, known.id, input.now));
          return {
            user: merged ? await trx.selectFrom('users').selectAll().where('id', '=', known.id).executeTakeFirstOrThrow() : known,
            isRegister: false,
          };
        }
        // Only a visitor's account takes a new identity by signing in. A member's never does: a
        // login link of someone else's new address, opened while signed in, would otherwise bind
        // that address to the member, and its owner could then sign in to the member's account.
        // A member adds a sign-in method with the /v1/user/bind/* calls.
        let user = input.current?.is_visitor === 1 ? input.current : undefined;
        if (user) {
          await trx
            .updateTable('users')
            .set({ is_visitor: 0, nick: input.nick?.trim() || user.nick, update_time: input.now })
            .where('id', '=', user.id)
            .execute();
        } else {
          user = await createUser(trx, {
            nick: input.nick,
            lang: input.lang,
            channel: input.channel,
            isVisitor: false,
            countryCode: input.countryCode,
            now: input.now,
          });
        }
        if (!(await insertIdentity(trx, user.id, input.type, input.subject, input.now))) throw new TwinWon();
        return { user, isRegister: true };
      })
      .catch((e: unknown) => {
        if (e instanceof TwinWon) return null;
        throw e;
      });
  }
  return signedIn;
}

/** The subject of this user's identity of a type (e.g. their Telegram user id), if they have one. */
export async function identitySubjectOf(db: Db, userId: string, type: IdentityType): Promise<string | undefined> {
  const row = await db.selectFrom('identities').select('subject').where('user_id', '=', userId).where('type', '=', type).executeTakeFirst();
  return row?.subject;
}

/** Bind a verified identity to a logged-in user; refuses one that belongs to someone else. */
export async function bindIdentity(db: Db, user: UserRow, type: IdentityType, subject: string, now: number): Promise<void> {
  const bound = await db.transaction().execute(async (trx) => {
    if (!(await insertIdentity(trx, user.id, type, subject, now))) return false;
    if (user.is_visitor === 1) await trx.updateTable('users').set({ is_visitor: 0, update_time: now }).where('id', '=', user.id).execute();
    return true;
  });
  if (bound) return;
  const owner = await ownerOf(db, type, subject);
  if (owner && owner.id !== user.id) throw new AppError(ErrorCode.badParams, `This ${type} account is already linked to another user`);
}

export async function listBinds(db: Db, userId: string) {
  const rows = await db.selectFrom('identities').select(['type', 'subject', 'create_time']).where('user_id', '=', userId).execute();
  return rows.map((r) => ({ type: r.type as IdentityType, subject: maskSubject(r.type, r.subject), createTime: r.create_time }));
}

/** Binds are shown to the user, never in full: `j***@mail.com`, `+44******12`. */
function maskSubject(type: string, s: string): string {
  if (type === 'email') {
    const [name = '', host = ''] = s.split('@');
    return `${name.slice(0, 1)}***@${host}`;
  }
  if (type === 'phone') return `${s.slice(0, 3)}******${s.slice(-2)}`;
  return s;
}
