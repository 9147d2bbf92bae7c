/**
 * Review queues: published characters wait in `test` (public, not released) until an operator
 * releases them or turns them down with a reason their creator sees (the character's failReason;
 * a turned-down character can be appealed); a released character's edit waits the same way while
 * the public keeps the approved version (custom-characters/revisions.ts). Reports are reviewed once (report_reviews' key).
 */
import { Release, Visibility } from '../../../shared/enums.js';
import { isPublished, mediaUrl, tagsByCharacter } from '../catalogue.js';
import { readJson } from '../../db/json-text.js';
import type { RevisedPersona } from '../../db/database.js';
import { personaOf, settleRevision } from '../custom-characters/revisions.js';
import type { Deps } from '../../deps.js';
import { badParams } from '../../errors.js';
import { isUniqueViolation } from '../orders/db-errors.js';
import { writeAudit } from './audit.js';
import type { Operator } from './auth.js';
import { notifyUser } from './notices.js';
import { reportedThings } from './report-targets.js';

export async function characterQueue(deps: Deps) {
  const [fresh, edits] = await Promise.all([
    deps.db
      .selectFrom('characters')
      .leftJoin('users', 'users.id', 'characters.owner_id')
      .select([
        'characters.id',
        'characters.name',
        'characters.description',
        'characters.greeting',
        'characters.avatar',
        'characters.owner_id',
        'characters.update_time',
        'users.nick',
      ])
      .where('characters.release', '=', Release.test)
      .where('characters.visibility', '=', Visibility.open)
      .orderBy('characters.update_time', 'asc')
      .limit(100)
      .execute(),
    editQueue(deps),
  ]);
  const news = fresh.map((r) => ({
    kind: 'new' as const,
    id: r.id,
    name: r.name,
    description: r.description,
    greeting: r.greeting,
    avatar: mediaUrl(r.avatar),
    ownerId: r.owner_id,
    ownerNick: r.nick ?? '',
    waitingSince: Number(r.update_time),
    changes: [],
  }));
  return [...news, ...edits].sort((a, b) => a.waitingSince - b.waitingSince).slice(0, 100);
}

/** Released characters whose owner's edit waits: the edit as the public would see it, and what it changes. */
async function editQueue(deps: Deps) {
  const rows = await deps.db
    .selectFrom('character_revisions as r')
    .innerJoin('characters as c', 'c.id', 'r.character_id')
    .leftJoin('users', 'users.id', 'c.owner_id')
    .selectAll('c')
    .select(['r.persona', 'r.create_time as waiting_since', 'users.nick'])
    .orderBy('r.create_time', 'asc')
    .limit(100)
    .execute();
  const tags = await tagsByCharacter(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map(({ persona, waiting_since, nick, ...c }) => {
    const before = personaOf(c, tags.get(c.id) ?? []);
    const after = readJson<unknown>(persona, null) as RevisedPersona;
    const changes = (Object.keys(after) as Array<keyof RevisedPersona>)
      .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
      .map((field) => ({ field, before: shown(before[field]), after: shown(after[field]) }));
    return {
      kind: 'edit' as const,
      id: c.id,
      name: after.name,
      description: after.description,
      greeting: after.greeting,
      avatar: mediaUrl(c.avatar),
      ownerId: c.owner_id,
      ownerNick: nick ?? '',
      waitingSince: Number(waiting_since),
      changes,
    };
  });
}
const shown = (v: string | string[]) => (Array.isArray(v) ? v.join(', ') : v);

/**
 * Take a released character out of the catalogue (a report upheld): she is turned down with a
 * reason her creator reads and may appeal, as a refused one. The guarded UPDATE makes one
 * takedown of a public character; a second answers 1000.
 */
export async function takeDownCharacter(deps: Deps, op: Operator, id: string, reason: string) {
  if (!reason.trim()) throw badParams('A reason the creator will read is required');
  const now = deps.clock();
  const character = await deps.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('characters')
      .set({ release: Release.notRelease, update_time: now })
      .where('id', '=', id)
      .where('release', '=', Release.release)
      .returning(['owner_id', 'name'])
      .executeTakeFirst();
    if (!done) throw badParams('This character is not public');
    await trx.updateTable('custom_characters').set({ fail_reason: reason.trim() }).where('character_id', '=', id).execute();
    await writeAudit(
      trx,
      op,
      {
        action: 'character.take_down',
        subjectType: 'character',
        subjectId: id,
        reason,
        before: { release: Release.release },
        after: { release: Release.notRelease },
      },
      now,
    );
    return done;
  });
  const notice = character.owner_id
    ? await notifyUser(deps, character.owner_id, (t) => t.characterTakenDown({ name: character.name, reason: reason.trim() }))
    : 'none';
  return { id, release: Release.notRelease, notice };
}

/** Release or turn down a waiting character; the guarded UPDATE makes the first decision the only one. */
export async function decideCharacter(deps: Deps, op: Operator, id: string, approve: boolean, reason: string) {
  if (!approve && !reason.trim()) throw badParams('A reason the creator will read is required');
  const now = deps.clock();
  const edited = await decideEdit(deps, op, id, approve, reason, now);
  if (edited) return edited;
  const character = await deps.db.transaction().execute(async (trx) => {
    const to = approve ? Release.release : Release.notRelease;
    const done = await trx
      .updateTable('characters')
      .set({ release: to, update_time: now })
      .where('id', '=', id)
      .where('release', '=', Release.test)
      .where('visibility', '=', Visibility.open)
      .returning(['owner_id', 'name'])
      .executeTakeFirst();
    if (!done) throw badParams('This character is not waiting for review');
    if (!approve) await trx.updateTable('custom_characters').set({ fail_reason: reason.trim() }).where('character_id', '=', id).execute();
    await writeAudit(
      trx,
      op,
      {
        action: approve ? 'character.approve' : 'character.reject',
        subjectType: 'character',
        subjectId: id,
        reason,
        before: { release: Release.test },
        after: { release: to },
      },
      now,
    );
    return done;
  });
  // The creator hears of it in their language (a catalogue character has no owner to tell).
  const notice = character.owner_id
    ? await notifyUser(deps, character.owner_id, (t) =>
        approve ? t.characterApproved({ name: character.name }) : t.characterRejected({ name: character.name, reason: reason.trim() }),
      )
    : 'none';
  return { id, release: approve ? Release.release : Release.notRelease, notice };
}

/**
 * A released character's waiting edit: approved, she becomes it; turned down, she stays as she
 * was and the edit is dropped. Taking the edit off the queue is the guard (one decision). Nothing
 * when the character has no edit waiting.
 */
async function decideEdit(deps: Deps, op: Operator, id: string, approve: boolean, reason: string, now: number) {
  const decided = await deps.db.transaction().execute(async (trx) => {
    const c = await trx
      .selectFrom('characters')
      .select(['name', 'owner_id', 'release', 'visibility'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!c || !isPublished(c)) return undefined;
    const edit = await settleRevision(trx, id, approve, now);
    if (!edit) return undefined;
    await writeAudit(
      trx,
      op,
      {
        action: approve ? 'character.edit.approve' : 'character.edit.reject',
        subjectType: 'character',
        subjectId: id,
        reason,
        before: { name: c.name },
        after: approve ? { name: edit.name } : { name: c.name },
      },
      now,
    );
    return { ownerId: c.owner_id, name: approve ? edit.name : c.name };
  });
  if (!decided) return undefined;
  const notice = decided.ownerId
    ? await notifyUser(deps, decided.ownerId, (t) =>
        approve ? t.characterEditApproved({ name: decided.name }) : t.characterEditRejected({ name: decided.name, reason: reason.trim() }),
      )
    : 'none';
  return { id, release: Release.release, notice };
}

/** Open reports, each with what it points at and who sent it (report-targets.ts). */
export async function reportQueue(deps: Deps) {
  const rows = await deps.db
    .selectFrom('reports')
    .leftJoin('report_reviews', 'report_reviews.report_id', 'reports.id')
    .leftJoin('users', 'users.id', 'reports.user_id')
    .select([
      'reports.id',
      'reports.user_id',
      'reports.target_type',
      'reports.target_id',
      'reports.reason',
      'reports.create_time',
      'users.nick',
    ])
    .where('report_reviews.report_id', 'is', null)
    .orderBy('reports.create_time', 'asc')
    .limit(100)
    .execute();
  const thing = await reportedThings(deps, rows);
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    reporterNick: r.nick ?? '',
    targetType: r.target_type,
    targetId: r.target_id,
    target: thing(r.target_type, r.target_id),
    reason: r.reason,
    createTime: Number(r.create_time),
  }));
}

export async function decideReport(deps: Deps, op: Operator, id: string, status: 'resolved' | 'dismissed', note: string) {
  const now = deps.clock();
  const report = await deps.db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
  if (!report) throw badParams('No such report');
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx.insertInto('report_reviews').values({ report_id: id, status, operator: op.email, create_time: now }).execute();
      await writeAudit(
        trx,
        op,
        {
          action: `report.${status === 'resolved' ? 'resolve' : 'dismiss'}`,
          subjectType: 'report',
          subjectId: id,
          reason: note,
          before: { status: 'open' },
          after: { status },
        },
        now,
      );
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw badParams('This report was already reviewed');
    throw e;
  }
  const notice = await notifyUser(deps, report.user_id, (t) => (status === 'resolved' ? t.reportResolved : t.reportDismissed));
  return { id, status, notice };
}
