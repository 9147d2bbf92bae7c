/**
 * The trust queues of the console: profile verifications (media seen through signed links only)
 * and appeals. Each decision is one guarded UPDATE from `pending` with its audit row in the same
 * transaction (so a second decision is refused), then a notice to the user in their language.
 */
import { CustomCharacterState, Release, Visibility } from '../../../shared/enums.js';
import type { Deps } from '../../deps.js';
import { badParams } from '../../errors.js';
import { writeAudit } from './audit.js';
import type { Operator } from './auth.js';
import { mediaLink } from './media-links.js';
import { notifyUser } from './notices.js';

export async function verificationQueue(deps: Deps, op: Operator) {
  const now = deps.clock();
  const rows = await deps.db
    .selectFrom('profile_verifications')
    .leftJoin('users', 'users.id', 'profile_verifications.user_id')
    .select([
      'profile_verifications.id',
      'profile_verifications.user_id',
      'profile_verifications.kind',
      'profile_verifications.bytes',
      'profile_verifications.duration_ms',
      'profile_verifications.create_time',
      'users.nick',
    ])
    .where('profile_verifications.status', '=', 'pending')
    .orderBy('profile_verifications.create_time', 'asc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    nick: r.nick ?? '',
    kind: r.kind,
    bytes: Number(r.bytes),
    durationMs: r.duration_ms === null ? null : Number(r.duration_ms),
    createTime: Number(r.create_time),
    /** Valid for this operator for a few minutes (media-links.ts). */
    mediaUrl: mediaLink(deps.config, r.id, op.email, now),
  }));
}

/** The stored file of a verification still waiting (a decided one is no longer shown). */
export async function pendingVerificationFile(deps: Deps, id: string) {
  return deps.db
    .selectFrom('profile_verifications')
    .select(['file', 'kind'])
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('file', '!=', '')
    .executeTakeFirst();
}

/** Approve (the verified mark) or reject with a reason the user reads. */
export async function decideVerification(deps: Deps, op: Operator, id: string, approve: boolean, reason: string) {
  if (!approve && !reason.trim()) throw badParams('A reason the user will read is required');
  const now = deps.clock();
  const status = approve ? ('approved' as const) : ('rejected' as const);
  const row = await deps.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('profile_verifications')
      .set({ status, review_note: reason.trim(), review_time: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning(['user_id'])
      .executeTakeFirst();
    if (!done) throw badParams('This verification is not waiting for review');
    await writeAudit(
      trx,
      op,
      {
        action: approve ? 'verification.approve' : 'verification.reject',
        subjectType: 'verification',
        subjectId: id,
        reason,
        before: { status: 'pending', userId: done.user_id },
        after: { status },
      },
      now,
    );
    return done;
  });
  const notice = await notifyUser(deps, row.user_id, (t) =>
    approve ? t.verificationApproved : t.verificationRejected({ reason: reason.trim() }),
  );
  return { id, status, notice };
}

export async function appealQueue(deps: Deps) {
  const now = deps.clock();
  const rows = await deps.db
    .selectFrom('appeals')
    .leftJoin('users', 'users.id', 'appeals.user_id')
    .leftJoin('characters', (j) => j.onRef('characters.id', '=', 'appeals.subject_id').on('appeals.subject_type', '=', 'character'))
    .leftJoin('custom_characters', 'custom_characters.character_id', 'characters.id')
    .leftJoin('chat_restrictions', (j) =>
      j.onRef('chat_restrictions.user_id', '=', 'appeals.subject_id').on('appeals.subject_type', '=', 'restriction'),
    )
    .select([
      'appeals.id',
      'appeals.user_id',
      'appeals.subject_type',
      'appeals.subject_id',
      'appeals.text',
      'appeals.create_time',
      'users.nick',
      'characters.name as character_name',
      'characters.release',
      'characters.state',
      'custom_characters.fail_reason',
      'chat_restrictions.until',
    ])
    .where('appeals.status', '=', 'pending')
    .orderBy('appeals.create_time', 'asc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    nick: r.nick ?? '',
    subjectType: r.subject_type,
    subjectId: r.subject_id,
    text: r.text,
    createTime: Number(r.create_time),
    /** What is appealed: the character's name and why it was refused, or the restriction's end. */
    title: r.character_name ?? '',
    failReason: r.fail_reason ?? '',
    generationFailed: Number(r.state) === CustomCharacterState.createFail,
    restrictedUntil: r.until !== null && Number(r.until) > now ? Number(r.until) : null,
  }));
}

/**
 * Accept (the decision is reversed: a taken-down character is released, a chat restriction ends
 * now) or reject with a reason. A character whose generation failed has nothing to restore (its
 * coins were refunded when it failed); accepting records the answer only.
 */
export async function decideAppeal(deps: Deps, op: Operator, id: string, accept: boolean, reason: string) {
  if (!accept && !reason.trim()) throw badParams('A reason the user will read is required');
  const now = deps.clock();
  const status = accept ? ('accepted' as const) : ('rejected' as const);
  const appeal = await deps.db.transaction().execute(async (trx) => {
    const a = await trx
      .updateTable('appeals')
      .set({ status, review_time: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!a) throw badParams('This appeal is not waiting for review');
    let before: Record<string, unknown> = { status: 'pending' };
    let after: Record<string, unknown> = { status };
    if (accept && a.subject_type === 'character') {
      const restored = await trx
        .updateTable('characters')
        .set({ release: Release.release, update_time: now })
        .where('id', '=', a.subject_id)
        .where('owner_id', '=', a.user_id)
        .where('visibility', '=', Visibility.open)
        .where('release', '=', Release.notRelease)
        .where('state', '=', CustomCharacterState.done)
        .executeTakeFirst();
      const released = Number(restored.numUpdatedRows) === 1;
      if (released) await trx.updateTable('custom_characters').set({ fail_reason: '' }).where('character_id', '=', a.subject_id).execute();
      before = { ...before, release: released ? Release.notRelease : null };
      after = { ...after, release: released ? Release.release : null };
    }
    if (accept && a.subject_type === 'restriction') {
      const was = await trx
        .updateTable('chat_restrictions')
        .set({ until: now, review_status: 'appeal_accepted' })
        .where('user_id', '=', a.user_id)
        .where('until', '>', now)
        .returning('until')
        .executeTakeFirst();
      before = { ...before, restricted: Boolean(was) };
      after = { ...after, restricted: false };
    }
    await writeAudit(
      trx,
      op,
      {
        action: accept ? 'appeal.accept' : 'appeal.reject',
        subjectType: 'appeal',
        subjectId: id,
        reason,
        before: { ...before, userId: a.user_id, subjectType: a.subject_type, subjectId: a.subject_id },
        after,
      },
      now,
    );
    return a;
  });
  const notice = await notifyUser(deps, appeal.user_id, (t) => (accept ? t.appealAccepted : t.appealRejected({ reason: reason.trim() })));
  return { id, status, notice };
}
