/**
 * People and money: find a user, see everything about them, and act. Every act is one
 * transaction with its audit row; balances move only through ledger rows (reason `admin`).
 */
import { OPERATOR_PAUSE } from '../moderation/escalation.js';
import { OrderStatus } from '../../../shared/enums.js';
import type { Deps } from '../../deps.js';
import { AppError, badParams } from '../../errors.js';
import { ErrorCode } from '../../../shared/errors.js';
import { applyLedger } from '../ledger.js';
import { isUniqueViolation } from '../orders/db-errors.js';
import { refundOrder } from '../orders/refund.js';
import { paymentProviders } from '../../providers/payment/index.js';
import { payerOf } from '../stars/telegram-id.js';
import { eraseAccount } from '../trust/deletion.js';
import { cancelOrdersOfClosedAccount } from '../orders/closed-owner.js';
import { stopStarsSubscriptionOfClosed } from '../stars/subscriptions.js';
import { stopCardRenewals } from '../subscriptions.js';
import { writeAudit } from './audit.js';
import type { Operator } from './auth.js';

const DAY_MS = 24 * 3600_000;
const noUser = () => badParams('No such user');

/** By user id, email or Telegram id (an identity's subject), or an order id. */
export async function findUsers(deps: Deps, raw: string) {
  const q = raw.trim();
  if (!q) throw badParams('Type an id, email, Telegram id or order id');
  const [byId, byIdentity, byOrder] = await Promise.all([
    deps.db.selectFrom('users').select('id').where('id', '=', q).execute(),
    deps.db.selectFrom('identities').select('user_id as id').where('subject', 'in', [q, q.toLowerCase()]).execute(),
    deps.db.selectFrom('orders').select('user_id as id').where('id', '=', q).execute(),
  ]);
  const ids = [...new Set([...byId, ...byIdentity, ...byOrder].map((r) => r.id))];
  if (ids.length === 0) return [];
  const users = await deps.db
    .selectFrom('users')
    .select(['id', 'nick', 'gold_balance', 'energy', 'vip_expire_at', 'create_time'])
    .where('id', 'in', ids)
    .execute();
  return users.map((u) => ({
    id: u.id,
    nick: u.nick,
    gold: Number(u.gold_balance),
    energy: Number(u.energy),
    vipExpireAt: Number(u.vip_expire_at),
    createTime: Number(u.create_time),
  }));
}

export async function userDetail(deps: Deps, userId: string) {
  const now = deps.clock();
  const user = await deps.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw noUser();
  const [identities, ledger, orders, tokens, reportsBy, reportsAbout, banned, restriction, deletion] = await Promise.all([
    deps.db.selectFrom('identities').select(['type', 'subject', 'create_time']).where('user_id', '=', userId).execute(),
    deps.db.selectFrom('ledger').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(100).execute(),
    deps.db
      .selectFrom('orders')
      .select([
        'id',
        'kind',
        'item_id',
        'amount_cents',
        'currency',
        'stars',
        'status',
        'pay_method',
        'create_time',
        'paid_at',
        'cancel_time',
      ])
      .where('user_id', '=', userId)
      .orderBy('create_time', 'desc')
      .limit(100)
      .execute(),
    deps.db
      .selectFrom('tokens')
      .select(['create_time', 'expires_at', 'revoked_at'])
      .where('user_id', '=', userId)
      .orderBy('create_time', 'desc')
      .limit(50)
      .execute(),
    deps.db.selectFrom('reports').selectAll().where('user_id', '=', userId).orderBy('create_time', 'desc').limit(50).execute(),
    deps.db
      .selectFrom('reports')
      .selectAll()
      .where('target_type', '=', 'user')
      .where('target_id', '=', userId)
      .orderBy('create_time', 'desc')
      .limit(50)
      .execute(),
    deps.db.selectFrom('user_bans').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    deps.db.selectFrom('chat_restrictions').select('until').where('user_id', '=', userId).where('until', '>', now).executeTakeFirst(),
    deps.db.selectFrom('account_deletions').select(['delete_after', 'done_at']).where('user_id', '=', userId).executeTakeFirst(),
  ]);
  const n = Number;
  const report = (r: (typeof reportsBy)[number]) => ({
    id: r.id,
    userId: r.user_id,
    targetType: r.target_type,
    targetId: r.target_id,
    reason: r.reason,
    createTime: n(r.create_time),
  });
  return {
    user: {
      id: user.id,
      nick: user.nick,
      lang: user.lang,
      gold: n(user.gold_balance),
      energy: n(user.energy),
      vipExpireAt: n(user.vip_expire_at),
      isVisitor: n(user.is_visitor) === 1,
      countryCode: user.country_code,
      createTime: n(user.create_time),
      banned: banned ? { reason: banned.reason, operator: banned.operator, createTime: n(banned.create_time) } : null,
      restrictedUntil: restriction ? n(restriction.until) : null,
      /** Erased (by the user's request after its grace period, or by an operator), or asked for and due then. */
      deletedAt: deletion?.done_at != null ? n(deletion.done_at) : null,
      deletionDue: deletion && deletion.done_at == null ? n(deletion.delete_after) : null,
    },
    identities: identities.map((i) => ({ type: i.type, subject: i.subject, createTime: n(i.create_time) })),
    ledger: ledger.map((l) => ({
      id: String(l.id),
      currency: l.currency,
      amount: n(l.amount),
      reason: l.reason,
      refId: l.ref_id,
      balanceAfter: n(l.balance_after),
      createTime: n(l.create_time),
    })),
    orders: orders.map((o) => ({
      id: o.id,
      kind: o.kind,
      itemId: o.item_id,
      amountCents: n(o.amount_cents),
      currency: o.currency,
      stars: n(o.stars),
      status: n(o.status),
      payMethod: o.pay_method,
      createTime: n(o.create_time),
      paidAt: o.paid_at === null ? null : n(o.paid_at),
      cancelTime: o.cancel_time === null ? null : n(o.cancel_time),
    })),
    sessions: tokens.map((t) => ({
      createTime: n(t.create_time),
      expiresAt: n(t.expires_at),
      active: t.revoked_at === null && n(t.expires_at) > now,
    })),
    reportsBy: reportsBy.map(report),
    reportsAbout: reportsAbout.map(report),
  };
}

export type Grant = { kind: 'gold' | 'energy'; amount: number } | { kind: 'premium'; days: number };

/** Coins and energy through ledger rows (reason `admin`); Premium by days from the later of now and its end. */
export async function grant(deps: Deps, op: Operator, userId: string, g: Grant, reason: string) {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const before = await trx
      .updateTable('users')
      .set({ update_time: now })
      .where('id', '=', userId)
      .returning(['gold_balance', 'energy', 'vip_expire_at'])
      .executeTakeFirst();
    if (!before) throw noUser();
    let after: Record<string, number>;
    if (g.kind === 'premium') {
      const vip = Math.max(now, Number(before.vip_expire_at)) + g.days * DAY_MS;
      await trx.updateTable('users').set({ vip_expire_at: vip }).where('id', '=', userId).execute();
      after = { vipExpireAt: vip };
    } else {
      const b = await applyLedger(trx, { userId, currency: g.kind, amount: g.amount, reason: 'admin', refId: `grant:${op.email}`, now });
      after = { [g.kind === 'gold' ? 'gold' : 'energy']: b[g.kind] };
    }
    const was = { gold: Number(before.gold_balance), energy: Number(before.energy), vipExpireAt: Number(before.vip_expire_at) };
    await writeAudit(
      trx,
      op,
      { action: `user.grant_${g.kind}`, subjectType: 'user', subjectId: userId, reason, before: was, after: { ...was, ...after } },
      now,
    );
    return { ...was, ...after };
  });
}

/** Chat restriction for some hours (the content policy's own restriction row, extended). */
export async function restrict(deps: Deps, op: Operator, userId: string, hours: number, reason: string) {
  const now = deps.clock();
  const until = now + hours * 3600_000;
  await deps.db.transaction().execute(async (trx) => {
    if (!(await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst())) throw noUser();
    const before = await trx.selectFrom('chat_restrictions').select('until').where('user_id', '=', userId).executeTakeFirst();
    await trx
      .insertInto('chat_restrictions')
      .values({ user_id: userId, until, episodes: 0, review_status: OPERATOR_PAUSE, create_time: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ until, review_status: OPERATOR_PAUSE }))
      .execute();
    await writeAudit(
      trx,
      op,
      {
        action: 'user.restrict',
        subjectType: 'user',
        subjectId: userId,
        reason,
        before: { restrictedUntil: before ? Number(before.until) : null },
        after: { restrictedUntil: until },
      },
      now,
    );
  });
  return { restrictedUntil: until };
}

/**
 * A ban is one row (its key: once) and revokes every token of the user, so their sessions end now.
 * A closed account buys and renews nothing: its waiting orders are cancelled and its card
 * subscription ended in the same transaction, its Stars subscription stopped at Telegram after.
 */
export async function ban(deps: Deps, op: Operator, userId: string, reason: string) {
  if (!reason.trim()) throw badParams('A reason is required');
  const now = deps.clock();
  let result;
  try {
    result = await deps.db.transaction().execute(async (trx) => {
      if (!(await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst())) throw noUser();
      await trx.insertInto('user_bans').values({ user_id: userId, reason, operator: op.email, create_time: now }).execute();
      const revoked = await trx
        .updateTable('tokens')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      const sessionsEnded = Number(revoked.numUpdatedRows);
      await cancelOrdersOfClosedAccount(trx, userId, now);
      await stopCardRenewals(trx, userId, now);
      await writeAudit(
        trx,
        op,
        {
          action: 'user.ban',
          subjectType: 'user',
          subjectId: userId,
          reason,
          before: { banned: false },
          after: { banned: true, sessionsEnded },
        },
        now,
      );
      return { sessionsEnded };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw badParams('This user is already banned');
    throw e;
  }
  // Outside the transaction: a call to Telegram, made by the one ban that committed.
  await stopStarsSubscriptionOfClosed(deps, userId, 'closed');
  return result;
}

/**
 * Refund a paid order through its provider, once. Which provider can give money back is decided
 * before anything is written; then the guarded flip of the order (paid → cancelled, refund.ts)
 * lets exactly one of any number of concurrent calls reverse the credit (never below zero) and
 * ask the provider; the others are refused.
 */
export async function refund(deps: Deps, op: Operator, orderId: string, reason: string) {
  if (!reason.trim()) throw badParams('A reason is required');
  const order = await deps.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) throw badParams('No such order');
  if (Number(order.status) !== OrderStatus.hasPay)
    throw badParams('Only a paid order can be refunded; this one is not (or was refunded already)');
  const stars = order.pay_method === 'TelegramStar';
  const refundStars = deps.bot?.refundStarPayment;
  if (stars && (!refundStars || !order.provider_ref)) throw new AppError(ErrorCode.aiUnavailable, 'Stars refunds need the bot running');
  // Stars go back to the account that paid them, which need not be the owner's (nor still exist as an identity).
  const payer = stars ? await payerOf(deps.db, order) : null;
  if (stars && payer === null) throw badParams('The Telegram account that paid this order is not known');
  // A card order goes back through the gateway that took it (server/providers/payment: its `refund`).
  const gateway = stars ? undefined : paymentProviders(deps).find((p) => order.pay_method && p.methods.includes(order.pay_method));
  if (!stars && !gateway?.refund)
    throw badParams(`No refund API for ${order.pay_method ?? 'this provider'}: refund it in the provider's dashboard`);
  const before = await deps.db
    .selectFrom('users')
    .select(['gold_balance', 'energy', 'vip_expire_at'])
    .where('id', '=', order.user_id)
    .executeTakeFirstOrThrow();
  const result = await refundOrder(deps, orderId, `operator ${op.email}: ${reason}`);
  if (!result.refunded) throw badParams('This order was refunded already');
  // The money goes back after the books: a Stars failure leaves the order refunded here and says so in the audit row.
  let provider = stars ? 'telegram-stars' : gateway!.name;
  if (gateway?.refund) {
    try {
      provider = `${gateway.name} ${(await gateway.refund(order)).refundId}`;
    } catch (e) {
      provider = `${gateway.name} failed: ${e instanceof Error ? e.message : String(e)}`;
    }
  }
  if (stars) {
    try {
      await refundStars!(payer!, order.provider_ref!);
    } catch (e) {
      provider = `telegram-stars failed: ${e instanceof Error ? e.message : String(e)}`;
    }
  }
  const after = await deps.db
    .selectFrom('users')
    .select(['gold_balance', 'energy', 'vip_expire_at'])
    .where('id', '=', order.user_id)
    .executeTakeFirstOrThrow();
  const num = (u: typeof before) => ({ gold: Number(u.gold_balance), energy: Number(u.energy), vipExpireAt: Number(u.vip_expire_at) });
  await writeAudit(
    deps.db,
    op,
    {
      action: 'order.refund',
      subjectType: 'order',
      subjectId: orderId,
      reason,
      before: { status: OrderStatus.hasPay, userId: order.user_id, ...num(before) },
      after: { status: OrderStatus.cancel, taken: result.taken, provider, ...num(after) },
    },
    deps.clock(),
  );
  return { orderId, taken: result.taken, provider, balance: num(after) };
}

/**
 * The user's own deletion (trust/deletion.ts), at once and with a reason: claimed once by the
 * deletion row (inserted, or an open request's row taken, only where `done_at` is still null), so
 * concurrent deletes erase once; the rest answer "already deleted". Ledger, orders and the
 * anonymous user row stay for the books, as for a user's own deletion.
 */
export async function deleteUser(deps: Deps, op: Operator, userId: string, reason: string) {
  if (!reason.trim()) throw badParams('A reason is required');
  const now = deps.clock();
  const user = await deps.db
    .selectFrom('users')
    .select(['nick', 'gold_balance', 'energy', 'vip_expire_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw noUser();
  const identities = await deps.db.selectFrom('identities').select(['type', 'subject']).where('user_id', '=', userId).execute();
  const claimed = await deps.db
    .insertInto('account_deletions')
    .values({ user_id: userId, requested_at: now, delete_after: now, done_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ delete_after: now, done_at: now }).where('account_deletions.done_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  if (!claimed) throw badParams('This account was deleted already');
  await eraseAccount(deps, userId, now);
  await writeAudit(
    deps.db,
    op,
    {
      action: 'user.delete',
      subjectType: 'user',
      subjectId: userId,
      reason,
      before: {
        nick: user.nick,
        identities: identities.map((i) => i.type),
        gold: Number(user.gold_balance),
        energy: Number(user.energy),
        vipExpireAt: Number(user.vip_expire_at),
      },
      after: { deleted: true, nick: 'Deleted user', identities: [] },
    },
    deps.clock(),
  );
  return { deleted: true };
}
