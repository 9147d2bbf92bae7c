import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createApp } from '../app.js';
import { createDeps } from '../deps-factory.js';
import { silentLogger, type Deps } from '../deps.js';
import { testDialect } from '../test/harness.js';
import { makePaymentTestApp, type PaymentTestApp } from '../providers/payment/test-support/app.js';
import { createOrder, markPaid } from '../domain/orders/index.js';
import { renewalsJob } from '../domain/subscriptions.js';
import { startJobs, type Jobs } from './jobs.js';
import { tickId } from './pg-boss.js';
import { scheduledJob } from './define.js';
import { signBody } from '../../shared/sign.js';
import { ListSort, Visibility } from '../../shared/enums.js';

const DAY = 24 * 3600_000;

/** Two server processes on one PostgreSQL: the test app (a) and a second deps and app over its database (b). */
describe.skipIf(testDialect !== 'postgres')('two processes on one PostgreSQL', () => {
  let a: PaymentTestApp;
  let depsB: Deps & { close(): Promise<void> };
  let appB: ReturnType<typeof createApp>;
  let jobsA: Jobs;
  let jobsB: Jobs;
  const runs: string[] = [];

  beforeAll(async () => {
    a = await makePaymentTestApp();
    depsB = await createDeps(a.deps.config, { log: silentLogger, clock: a.deps.clock });
    appB = createApp(depsB);
    [jobsA, jobsB] = await Promise.all([startJobs(a.deps), startJobs(depsB)]);
    // The real renewal job, counting which process ran it.
    const counted = scheduledJob(renewalsJob.name, renewalsJob.cron, async (deps) => {
      runs.push(deps === a.deps ? 'a' : 'b');
      return renewalsJob.run(deps);
    });
    await Promise.all([jobsA.add(counted), jobsB.add(counted)]);
  });
  afterAll(async () => {
    await Promise.all([jobsA?.stop(), jobsB?.stop()]);
    await depsB?.close();
    await a?.close();
  });

  it('a scheduled renewal ticks in both processes and runs once: one renewal order', async () => {
    const { token, uid } = await a.member();
    const user = await a.userRow(uid);
    const first = await createOrder(a.deps, user, { kind: 'vip', itemId: 'vip-monthly', comeFrom: '' });
    await markPaid(a.deps, { orderId: first.id, providerRef: `first-${first.id}`, payMethod: 'OceanPayment' });
    await a.call('/v1/user-payment/bind', { cardNumber: '5555555555554444', expiry: '12/31' }, { token });
    a.tick(30 * DAY);

    const at = new Date(Date.UTC(2030, 0, 1, 12, 0));
    const sent = await Promise.all([jobsA.tick(renewalsJob.name, at), jobsB.tick(renewalsJob.name, at)]);
    expect(sent.filter(Boolean)).toHaveLength(1);
    const id = tickId(renewalsJob.name, at);
    await expect
      .poll(async () => (await sql<{ state: string }>`select state from pgboss.job where id = ${id}`.execute(a.deps.db)).rows, {
        timeout: 10_000,
      })
      .toEqual([{ state: 'completed' }]);
    expect(runs).toHaveLength(1);
    const renewals = await a.deps.db
      .selectFrom('orders')
      .select('status')
      .where('user_id', '=', uid)
      .where('come_from', '=', 'renewal')
      .execute();
    expect(renewals).toHaveLength(1);
  });

  it('start-up work asked by both processes at once runs once and both wait for it; asked again later, it runs again', async () => {
    let ran = 0;
    let done = false;
    const work = async () => {
      ran++;
      await new Promise((r) => setTimeout(r, 100));
      done = true;
    };
    const [x, y] = await Promise.all([jobsA.once('test.startup', work), jobsB.once('test.startup', work)]);
    expect(done).toBe(true);
    expect(ran).toBe(1);
    expect([x, y].filter(Boolean)).toHaveLength(1);
    // A process restarting after a crash asks later: it recovers again.
    expect(await jobsB.once('test.startup', work)).toBe(true);
    expect(ran).toBe(2);
  });

  it('start-up work asked while one process waits for a pooled connection still runs once', async () => {
    let ran = 0;
    const work = async () => {
      ran++;
      await new Promise((r) => setTimeout(r, 100));
    };
    // Every connection of b's pool busy for 300 ms: b gets one long after a's run began.
    const busy = Array.from({ length: 20 }, () => sql`select pg_sleep(0.3)`.execute(depsB.db));
    const results = await Promise.all([jobsA.once('test.busy-pool', work), jobsB.once('test.busy-pool', work)]);
    await Promise.all(busy);
    expect(ran).toBe(1);
    expect(results).toEqual([true, false]);
  });

  it('a character released through one process is listed by the other, whose list was cached before', async () => {
    const listOn = async (app: typeof appB) => {
      const params = { sort: ListSort.new, page: 1, pageSize: 20 };
      const body = JSON.stringify({
        params,
        token: '',
        ch: '',
        t: a.deps.clock(),
        timezoneOffset: 0,
        plat: 'web',
        publisher: '',
        uuid: 'd',
      });
      const res = await app.request('/v1/character/list', {
        method: 'POST',
        headers: { 'content-type': 'application/json', sign: signBody(body, a.deps.config.signSecret) },
        body,
      });
      const json = (await res.json()) as { data: { list: { id: string; name: string }[]; total: number } };
      return json.data;
    };
    const before = await listOn(appB);
    const hidden = before.list[0]!;
    expect((await listOn(appB)).total).toBe(before.total);
    // Process a takes one character off the catalogue and renames another.
    await a.deps.db.updateTable('characters').set({ visibility: Visibility.private }).where('id', '=', hidden.id).execute();
    const renamed = before.list[1]!;
    await a.deps.db.updateTable('characters').set({ name: 'Renamed Elsewhere' }).where('id', '=', renamed.id).execute();
    await expect.poll(async () => (await listOn(appB)).total, { timeout: 5_000 }).toBe(before.total - 1);
    const after = await listOn(appB);
    expect(after.list.map((c) => c.id)).not.toContain(hidden.id);
    expect(after.list.find((c) => c.id === renamed.id)?.name).toBe('Renamed Elsewhere');
  });
});
