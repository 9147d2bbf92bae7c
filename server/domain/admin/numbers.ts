/**
 * The console's numbers over a date range (docs/operator-console.md): each figure one SQL
 * aggregate, grouped by UTC day (`time / 86400000`, integer division on SQLite and PostgreSQL
 * alike), so nothing is counted in code and a year of rows costs the database, not the server.
 */
import { REPLY_SUFFIX } from '../chat/reply.js';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/connect.js';
import { OrderStatus, type PayMethod } from '../../../shared/enums.js';
import { badParams } from '../../errors.js';
import { withSortsOnDisk } from '../../db/sorts-on-disk.js';

export const DAY_MS = 86_400_000;
const MAX_DAYS = 366;

export interface Range {
  /** Start of the first day, epoch ms (inclusive). */
  from: number;
  /** End, epoch ms (exclusive). */
  to: number;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function checkRange(r: Range): Range {
  if (!(r.to > r.from)) throw badParams(`Invalid range: from ${isoDay(r.from)} is not before to ${isoDay(r.to)}`);
  if (r.to - r.from > MAX_DAYS * DAY_MS) throw badParams(`At most ${MAX_DAYS} days at once`);
  return r;
}

/** `<col> / 86400000`: the UTC day number, the same text in SELECT and GROUP BY. */
const dayOf = (col: string) => sql<number>`${sql.ref(col)} / ${sql.lit(DAY_MS)}`;
const n = (v: unknown) => Number(v ?? 0);
const day = (d: unknown) => n(d) * DAY_MS;

/** Active users (sent a message or an analytics event), new accounts, sign-ups, messages, replies. */
export async function usageNumbers(db: Db, r: Range) {
  const active = db
    .selectFrom('messages')
    .innerJoin('sessions', 'sessions.id', 'messages.session_id')
    .select(['sessions.user_id as uid', 'messages.create_time as at'])
    .where('messages.role', '=', 'user')
    .where('messages.create_time', '>=', r.from)
    .where('messages.create_time', '<', r.to)
    .unionAll(
      db
        .selectFrom('analytics_events')
        .select([sql<string>`user_id`.as('uid'), 'create_time as at'])
        .where('user_id', 'is not', null)
        .where('create_time', '>=', r.from)
        .where('create_time', '<', r.to),
    );
  const [dau, accounts, signUps, messages] = await Promise.all([
    db
      .selectFrom(active.as('a'))
      .select([dayOf('a.at').as('day'), sql<number>`count(distinct a.uid)`.as('users')])
      .groupBy(dayOf('a.at'))
      .execute(),
    db
      .selectFrom('users')
      .select([dayOf('create_time').as('day'), (eb) => eb.fn.countAll<number>().as('accounts')])
      .where('create_time', '>=', r.from)
      .where('create_time', '<', r.to)
      .groupBy(dayOf('create_time'))
      .execute(),
    // A sign-up is a user's first identity (email, Telegram, Google): a visitor becoming a member.
    db
      .selectFrom(
        db
          .selectFrom('identities')
          .select(['user_id', (eb) => eb.fn.min('create_time').as('first')])
          .groupBy('user_id')
          .as('f'),
      )
      .select([dayOf('f.first').as('day'), (eb) => eb.fn.countAll<number>().as('signUps')])
      .where('f.first', '>=', r.from)
      .where('f.first', '<', r.to)
      .groupBy(dayOf('f.first'))
      .execute(),
    db
      .selectFrom('messages')
      .select([
        dayOf('create_time').as('day'),
        sql<number>`sum(case when role = 'user' then 1 else 0 end)`.as('sent'),
        // Her answers to a message (their key ends REPLY_SUFFIX): not the greeting a new chat opens with, nor a message she started.
        sql<number>`sum(case when role = 'assistant' and client_msg_id like ${`%${REPLY_SUFFIX}`} then 1 else 0 end)`.as('replies'),
        sql<number>`sum(case when role = 'user' and status = 'failed' then 1 else 0 end)`.as('failed'),
      ])
      .where('create_time', '>=', r.from)
      .where('create_time', '<', r.to)
      .groupBy(dayOf('create_time'))
      .execute(),
  ]);
  return mergeDays(r, {
    activeUsers: dau.map((x) => [x.day, x.users]),
    newAccounts: accounts.map((x) => [x.day, x.accounts]),
    signUps: signUps.map((x) => [x.day, x.signUps]),
    messages: messages.map((x) => [x.day, x.sent]),
    replies: messages.map((x) => [x.day, x.replies]),
    failedTurns: messages.map((x) => [x.day, x.failed]),
  });
}

/** One row per day of the range, every series filled (0 where a day had nothing). */
function mergeDays<K extends string>(r: Range, series: Record<K, [unknown, unknown][]>) {
  const first = Math.floor(r.from / DAY_MS);
  const last = Math.ceil(r.to / DAY_MS);
  const rows = new Map<number, { day: number } & Record<K, number>>();
  for (let d = first; d < last; d++)
    rows.set(d, { day: day(d), ...(Object.fromEntries(Object.keys(series).map((k) => [k, 0])) as Record<K, number>) });
  for (const [key, points] of Object.entries(series) as [K, [unknown, unknown][]][])
    for (const [d, v] of points) {
      const row = rows.get(n(d));
      if (row) (row as Record<K, number>)[key] = n(v);
    }
  return [...rows.values()];
}

/** Replies by model: count, failures, first-token time (mean and worst), and per day. */
export async function replyNumbers(db: Db, r: Range) {
  const inRange = db.selectFrom('reply_stats').where('create_time', '>=', r.from).where('create_time', '<', r.to);
  const [byModel, byDay] = await Promise.all([
    inRange
      .select([
        'model',
        (eb) => eb.fn.countAll<number>().as('replies'),
        sql<number>`sum(case when ok = 0 then 1 else 0 end)`.as('failures'),
        sql<number | null>`avg(first_token_ms)`.as('avgFirstTokenMs'),
        sql<number | null>`max(first_token_ms)`.as('maxFirstTokenMs'),
        sql<number>`avg(total_ms)`.as('avgTotalMs'),
      ])
      .groupBy('model')
      .orderBy('model')
      .execute(),
    inRange
      .select([
        dayOf('create_time').as('day'),
        'model',
        (eb) => eb.fn.countAll<number>().as('replies'),
        sql<number>`sum(case when ok = 0 then 1 else 0 end)`.as('failures'),
        sql<number | null>`avg(first_token_ms)`.as('avgFirstTokenMs'),
      ])
      .groupBy([dayOf('create_time'), 'model'])
      .execute(),
  ]);
  const ms = (v: unknown) => (v === null || v === undefined ? null : Math.round(n(v)));
  return {
    byModel: byModel.map((m) => ({
      model: m.model,
      replies: n(m.replies),
      failures: n(m.failures),
      avgFirstTokenMs: ms(m.avgFirstTokenMs),
      maxFirstTokenMs: ms(m.maxFirstTokenMs),
      avgTotalMs: ms(m.avgTotalMs) ?? 0,
    })),
    byDay: byDay
      .map((d) => ({
        day: day(d.day),
        model: d.model,
        replies: n(d.replies),
        failures: n(d.failures),
        avgFirstTokenMs: ms(d.avgFirstTokenMs),
      }))
      .sort((a, b) => a.day - b.day || a.model.localeCompare(b.model)),
  };
}

/** Telegram Stars orders are the ones paid with Stars; every order also keeps its item's Stars price. */
const STARS: PayMethod = 'TelegramStar';
/** The currency a Stars order is counted in (Telegram's code for Stars). */
export const STARS_CURRENCY = 'XTR';

/**
 * An order's money by how it was paid: a Stars order counts its Stars under `XTR`, any other its
 * cents in its own currency. `t` qualifies the columns when the orders are joined.
 */
function moneyColumns(t = '') {
  const stars = sql<boolean>`${sql.ref(`${t}pay_method`)} = ${sql.lit(STARS)}`;
  return {
    currency: sql<string>`case when ${stars} then ${sql.lit(STARS_CURRENCY)} else ${sql.ref(`${t}currency`)} end`,
    totals: [
      sql<number>`count(*)`.as('orders'),
      sql<number>`sum(case when ${stars} then 0 else ${sql.ref(`${t}amount_cents`)} end)`.as('cents'),
      sql<number>`sum(case when ${stars} then ${sql.ref(`${t}stars`)} else 0 end)`.as('stars'),
    ] as const,
  };
}

/**
 * Money: paid orders by the day they were paid (refunded ones included: they were revenue that
 * day), by plan or pack, by pay method and by A/B group; refunds by the day they were made.
 * Amounts stay in each order's currency (cents) and Stars apart (`XTR`): nothing is converted.
 */
export async function moneyNumbers(db: Db, r: Range) {
  const paid = db.selectFrom('orders').where('paid_at', 'is not', null).where('paid_at', '>=', r.from).where('paid_at', '<', r.to);
  const { currency, totals } = moneyColumns();
  const joined = moneyColumns('orders.');
  const [byDay, byPlan, byMethod, byGroup, refunds] = await Promise.all([
    paid
      .select([dayOf('paid_at').as('day'), currency.as('currency'), ...totals])
      .groupBy([dayOf('paid_at'), currency])
      .execute(),
    paid
      .select(['kind', 'item_id', currency.as('currency'), ...totals])
      .groupBy(['kind', 'item_id', currency])
      .execute(),
    paid
      .select([sql<string>`coalesce(pay_method, '')`.as('method'), currency.as('currency'), ...totals])
      .groupBy([sql`coalesce(pay_method, '')`, currency])
      .execute(),
    db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .where('orders.paid_at', 'is not', null)
      .where('orders.paid_at', '>=', r.from)
      .where('orders.paid_at', '<', r.to)
      .select(['users.ab as ab', joined.currency.as('currency'), ...joined.totals])
      .groupBy(['users.ab', joined.currency])
      .execute(),
    db
      .selectFrom('orders')
      .where('status', '=', OrderStatus.cancel)
      .where('paid_at', 'is not', null)
      .where('cancel_time', '>=', r.from)
      .where('cancel_time', '<', r.to)
      .select([dayOf('cancel_time').as('day'), currency.as('currency'), ...totals])
      .groupBy([dayOf('cancel_time'), currency])
      .execute(),
  ]);
  const money = (x: { orders: unknown; cents: unknown; stars: unknown; currency: string }) => ({
    currency: x.currency,
    orders: n(x.orders),
    cents: n(x.cents),
    stars: n(x.stars),
  });
  return {
    byDay: byDay.map((x) => ({ day: day(x.day), ...money(x) })).sort((a, b) => a.day - b.day),
    byPlan: byPlan.map((x) => ({ kind: x.kind, itemId: x.item_id, ...money(x) })).sort((a, b) => b.orders - a.orders),
    byMethod: byMethod.map((x) => ({ method: x.method || 'unknown', ...money(x) })).sort((a, b) => b.orders - a.orders),
    byGroup: byGroup.map((x) => ({ ab: x.ab || 'A', ...money(x) })).sort((a, b) => a.ab.localeCompare(b.ab)),
    refunds: refunds.map((x) => ({ day: day(x.day), ...money(x) })).sort((a, b) => a.day - b.day),
  };
}

/** A funnel step: which analytics rows show that a device reached it. */
type Step = { label: string; where: (signedUp: Expression<unknown>) => RawBuilder<SqlBool> };
const named = (name: string, label = name): Step => ({ label, where: () => sql<SqlBool>`name = ${name}` });
const createStep = (step: string): Step => ({
  label: step,
  where: () => sql<SqlBool>`name = 'create_role.step' and fields like ${`%"step":"${step}"%`}`,
});

/** The spec's funnels, step by step (docs/analytics.md lists the events). */
export const funnels: Record<string, Step[]> = {
  premium: [
    named('buy_vip.show', 'show'),
    named('buy_vip.click', 'click'),
    named('buy_vip.click_pay', 'pay'),
    named('buy_vip.suc', 'success'),
  ],
  coins: [
    named('buy_coin.show', 'show'),
    named('buy_coin.click', 'click'),
    named('buy_coin.click_pay', 'pay'),
    named('buy_coin.suc', 'success'),
  ],
  createCharacter: ['mode', 'style', 'age', 'overview', 'processing', 'confirm'].map(createStep),
  landing: [
    { label: 'landing', where: () => sql<SqlBool>`name = 'page_load_time' and fields like ${'%"path":"%/landing%'}` },
    named('login.show', 'login shown'),
    // An event of the device that carries a user whose first identity was made in the range.
    { label: 'signed up', where: (signedUp) => sql<SqlBool>`user_id in (${signedUp})` },
  ],
};

/**
 * Each funnel as devices per step and A/B group, in one pass over the range's events: per
 * (device, group) a 0/1 flag for each step (`max(case when <step> …)`), then per group the sum of
 * the products of the flags up to each step, so a device counts at a step only if it also reached
 * every step before it, and the bars only shrink. A device seen in both groups counts in each with
 * what it did there. The order of the steps in time is not checked.
 */
export async function funnelNumbers(db: Db, r: Range) {
  // Users whose first identity (their sign-up) was made in the range.
  const signedUp = db
    .selectFrom('identities')
    .select('user_id')
    .groupBy('user_id')
    .having((eb) => eb.fn.min('create_time'), '>=', r.from)
    .having((eb) => eb.fn.min('create_time'), '<', r.to);
  const entries = await Promise.all(
    Object.entries(funnels).map(async ([name, steps]) => {
      const conditions = steps.map((s) => s.where(signedUp));
      const perDevice = db
        .selectFrom('analytics_events')
        .select(['device', 'ab', ...conditions.map((c, i) => sql<number>`max(case when ${c} then 1 else 0 end)`.as(`s${i}`))])
        .where('device', '!=', '')
        .where('create_time', '>=', r.from)
        .where('create_time', '<', r.to)
        .where(sql<SqlBool>`(${sql.join(conditions, sql` or `)})`)
        .groupBy(['device', 'ab']);
      const counts = await db
        .selectFrom(perDevice.as('f'))
        .select([
          'f.ab',
          ...steps.map((_, i) =>
            sql<number>`sum(${sql.join(
              steps.slice(0, i + 1).map((__, k) => sql.ref(`f.s${k}`)),
              sql` * `,
            )})`.as(`c${i}`),
          ),
        ])
        .groupBy('f.ab')
        .execute();
      const of = (g: string, i: number) => n((counts.find((c) => c.ab === g) as Record<string, unknown> | undefined)?.[`c${i}`]);
      return [name, steps.map((s, i) => ({ step: s.label, A: of('A', i), B: of('B', i) }))] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<string, { step: string; A: number; B: number }[]>;
}

export async function numbers(db: Db, range: Range) {
  const r = checkRange(range);
  // A month of messages and events grouped by day: sorted on disk when they do not fit in memory.
  return withSortsOnDisk(db, async (conn) => {
    const [usage, replies, money, funnel] = await Promise.all([
      usageNumbers(conn, r),
      replyNumbers(conn, r),
      moneyNumbers(conn, r),
      funnelNumbers(conn, r),
    ]);
    return { range: r, usage, replies, money, funnels: funnel };
  });
}
