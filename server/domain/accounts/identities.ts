import type { Db } from '../../db/connect.js';
import type { UserRow } from '../../db/database.js';
import type { IdentityType } from '../../../shared/enums.js';
import type { LoginResult } from '../../../shared/schemas/auth.js';
import { ErrorCode } from '../../../shared/errors.js';
import { AppError } from '../../errors.js';
import { newId } from '../ids.js';
import { createUser } from '../users.js';
import { issueToken } from './tokens.js';

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

/**
 * Log in by a verified identity. Known identity: its user. New identity with a current user: bound
 * to them (a visitor becomes registered and keeps energy and chats). Otherwise a new user.
 */
export async function signInWithIdentity(db: Db, input: SignIn): Promise<LoginResult> {
  const signedIn = await db.transaction().execute(async (trx) => {
    const known = await trx
      .selectFrom('identities')
      .innerJoin('users', 'users.id', 'identities.user_id')
      .selectAll('users')
      .where('identities.type', '=', input.type)
      .where('identities.subject', '=', input.subject)
      .executeTakeFirst();
    if (known) return { user: known, isRegister: false };

    let user = input.current;
    let registered = true;
    if (user) {
      registered = user.is_visitor === 1;
      if (registered) {
        await trx
          .updateTable('users')
          .set({ is_visitor: 0, nick: input.nick?.trim() || user.nick, update_time: input.now })
          .where('id', '=', user.id)
          .execute();
      }
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
    await trx
      .insertInto('identities')
      .values({ id: newId('id'), user_id: user.id, type: input.type, subject: input.subject, create_time: input.now })
      .execute();
    return { user, isRegister: registered };
  });
  const { user, isRegister } = signedIn;
  const token = await issueToken(db, user.id, input.now);
  return { token, uid: user.id, lang: user.lang, isRegister, registerTime: user.create_time };
}

/** Bind a verified identity to a logged-in user; refuses one that belongs to someone else. */
export async function bindIdentity(db: Db, user: UserRow, type: IdentityType, subject: string, now: number): Promise<void> {
  const owner = await db
    .selectFrom('identities')
    .select('user_id')
    .where('type', '=', type)
    .where('subject', '=', subject)
    .executeTakeFirst();
  if (owner && owner.user_id !== user.id) {
    throw new AppError(ErrorCode.badParams, `This ${type} account is already linked to another user`);
  }
  if (owner) return;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('identities').values({ id: newId('id'), user_id: user.id, type, subject, create_time: now }).execute();
    if (user.is_visitor === 1) await trx.updateTable('users').set({ is_visitor: 0, update_time: now }).where('id', '=', user.id).execute();
  });
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
