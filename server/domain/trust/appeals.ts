/**
 * Appeals (docs/trust-and-safety.md): a user may ask an operator to look again at a character of
 * theirs that was refused (generation failed, or taken down) or at their chat restriction. One
 * pending appeal a subject: the partial unique index decides, so 50 concurrent submits keep one.
 */
import { ErrorCode } from '../../../shared/errors.js';
import { CustomCharacterState, Release, Visibility } from '../../../shared/enums.js';
import type { Db } from '../../db/connect.js';
import type { AppealTable } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { newId } from '../ids.js';
import { isUniqueViolation } from '../orders/db-errors.js';

export const AppealText = {
  nothingToAppeal: 'There is nothing to appeal there',
  alreadyPending: 'An appeal about this is already waiting for review',
} as const;

type Subject = AppealTable['subject_type'];

const toAppeal = (r: Pick<AppealTable, 'id' | 'subject_type' | 'subject_id' | 'status' | 'text' | 'create_time'>) => ({
  id: r.id,
  subjectType: r.subject_type,
  subjectId: r.subject_id,
  status: r.status,
  text: r.text,
  createTime: Number(r.create_time),
});

/** The user's refused characters and running restriction, each with its latest appeal. */
export async function appealables(db: Db, userId: string, now: number) {
  const [characters, restriction, appeals] = await Promise.all([
    db
      .selectFrom('characters')
      .select(['id', 'name'])
      .where('owner_id', '=', userId)
      .where((eb) =>
        eb.or([
          eb('state', '=', CustomCharacterState.createFail),
          eb.and([
            eb('visibility', '=', Visibility.open),
            eb('release', '=', Release.notRelease),
            eb('state', '=', CustomCharacterState.done),
          ]),
        ]),
      )
      .orderBy('create_time', 'desc')
      .limit(50)
      .execute(),
    db.selectFrom('chat_restrictions').select('until').where('user_id', '=', userId).where('until', '>', now).executeTakeFirst(),
    db
      .selectFrom('appeals')
      .select(['id', 'subject_type', 'subject_id', 'status', 'text', 'create_time'])
      .where('user_id', '=', userId)
      .orderBy('create_time', 'desc')
      .execute(),
  ]);
  const latest = (type: Subject, id: string) => {
    const a = appeals.find((x) => x.subject_type === type && x.subject_id === id);
    return a ? toAppeal(a) : null;
  };
  return {
    list: [
      ...(restriction
        ? [
            {
              subjectType: 'restriction' as const,
              subjectId: userId,
              title: '',
              until: Number(restriction.until),
              appeal: latest('restriction', userId),
            },
          ]
        : []),
      ...characters.map((c) => ({
        subjectType: 'character' as const,
        subjectId: c.id,
        title: c.name,
        until: null,
        appeal: latest('character', c.id),
      })),
    ],
  };
}

export async function submitAppeal(db: Db, userId: string, subjectType: Subject, subjectId: string, text: string, now: number) {
  const open = await appealables(db, userId, now);
  if (!open.list.some((s) => s.subjectType === subjectType && s.subjectId === subjectId))
    throw new AppError(ErrorCode.badParams, AppealText.nothingToAppeal);
  const row = {
    id: newId('ap'),
    user_id: userId,
    subject_type: subjectType,
    subject_id: subjectId,
    text,
    status: 'pending' as const,
    create_time: now,
    review_time: null,
  };
  try {
    await db.insertInto('appeals').values(row).execute();
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(ErrorCode.badParams, AppealText.alreadyPending);
    throw e;
  }
  return toAppeal(row);
}
