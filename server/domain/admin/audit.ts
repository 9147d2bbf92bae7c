import type { Db } from '../../db/connect.js';
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

export async function auditPage(db: Db, filter: { subjectId?: string; operator?: string }, limit = 200) {
  let q = db.selectFrom('audit_log').selectAll();
  if (filter.subjectId) q = q.where('subject_id', '=', filter.subjectId);
  if (filter.operator) q = q.where('operator', '=', filter.operator);
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
