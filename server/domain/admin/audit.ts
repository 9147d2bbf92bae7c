import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { Database } from '../../db/database.js';
import { newId } from '../ids.js';
import type { Operator } from './auth.js';

export interface AuditEntry {
  action: string;
  subjectType: string;
  subjectId: string;
  reason?: string;
  before: unknown;
  after: unknown;
}

/** One row per operator action, written in the action's own transaction so neither exists alone. */
export async function writeAudit(trx: Db, op: Operator, e: AuditEntry, now: number) {
  await trx
    .insertInto('audit_log')
    .values({
      id: newId('au'),
      operator: op.email,
      role: op.role,
      action: e.action,
      subject_type: e.subjectType,
      subject_id: e.subjectId,
      reason: e.reason ?? '',
      before_json: JSON.stringify(e.before ?? null),
      after_json: JSON.stringify(e.after ?? null),
      create_time: now,
    })
    .execute();
}

export interface AuditFilter {
  /** Rows about exactly this subject. */
  subjectId?: string;
  operator?: string;
  /** Rows about this user and about what is theirs (userRelated). */
  userId?: string;
}

export async function auditPage(db: Db, filter: AuditFilter, limit = 200) {
  let q = db.selectFrom('audit_log').selectAll();
  if (filter.subjectId) q = q.where('subject_id', '=', filter.subjectId);
  if (filter.operator) q = q.where('operator', '=', filter.operator);
  if (filter.userId) {
    const uid = filter.userId;
    q = q.where((eb) => eb.or([eb('subject_id', '=', uid), ...userRelated(eb, uid)]));
  }
  const rows = await q.orderBy('create_time', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    operator: r.operator,
    role: r.role,
    action: r.action,
    subjectType: r.subject_type,
    subjectId: r.subject_id,
    reason: r.reason,
    before: JSON.parse(r.before_json) as unknown,
    after: JSON.parse(r.after_json) as unknown,
    createTime: Number(r.create_time),
  }));
}

/**
 * Audit rows whose subject is the user's own: their orders, characters, appeals, verifications,
 * service orders (as buyer or creator) and reports (by them or about them). A refund's row names
 * the order, not the user, so the user's page would otherwise leave it out.
 */
function userRelated(eb: ExpressionBuilder<Database, 'audit_log'>, uid: string) {
  const about = (type: string, ids: SelectQueryBuilder<Database, keyof Database, { id: string }>) =>
    eb.and([eb('subject_type', '=', type), eb('subject_id', 'in', ids)]);
  return [
    about('order', eb.selectFrom('orders').select('id').where('user_id', '=', uid)),
    about('character', eb.selectFrom('characters').select('id').where('owner_id', '=', uid)),
    about('appeal', eb.selectFrom('appeals').select('id').where('user_id', '=', uid)),
    about('verification', eb.selectFrom('profile_verifications').select('id').where('user_id', '=', uid)),
    about(
      'service_order',
      eb
        .selectFrom('service_orders')
        .select('id')
        .where((s) => s.or([s('user_id', '=', uid), s('provider_id', '=', uid)])),
    ),
    about(
      'report',
      eb
        .selectFrom('reports')
        .select('id')
        .where((r) => r.or([r('user_id', '=', uid), r.and([r('target_type', '=', 'user'), r('target_id', '=', uid)])])),
    ),
  ];
}
