// The answers of the console's calls, typed from the server functions that make them (types only: nothing of the server is bundled).
import type { Operator } from '../../../../server/domain/admin/auth.js';
import type { auditPage } from '../../../../server/domain/admin/audit.js';
import type { characterQueue, reportQueue } from '../../../../server/domain/admin/queues.js';
import type { findUsers, refund, userDetail } from '../../../../server/domain/admin/people.js';

export type { Operator };
export type QueuedCharacter = Awaited<ReturnType<typeof characterQueue>>[number];
export type QueuedReport = Awaited<ReturnType<typeof reportQueue>>[number];
export type FoundUser = Awaited<ReturnType<typeof findUsers>>[number];
export type UserDetail = Awaited<ReturnType<typeof userDetail>>;
export type AuditRow = Awaited<ReturnType<typeof auditPage>>[number];
export type RefundAnswer = Awaited<ReturnType<typeof refund>>;
import type { numbers } from '../../../../server/domain/admin/numbers.js';
import type { appealQueue, verificationQueue } from '../../../../server/domain/admin/trust-queues.js';
import type { openServiceOrders } from '../../../../server/domain/admin/service-disputes.js';

export type Numbers = Awaited<ReturnType<typeof numbers>>;
export type QueuedVerification = Awaited<ReturnType<typeof verificationQueue>>[number];
export type QueuedAppeal = Awaited<ReturnType<typeof appealQueue>>[number];
export type OpenServiceOrder = Awaited<ReturnType<typeof openServiceOrders>>[number];
