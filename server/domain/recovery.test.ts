import { afterEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { insertUserMessage } from '../test/user-message.js';
import { CustomCharacterState as State, OrderStatus } from '../../shared/enums.js';
import { CUSTOM_CHARACTER_IMAGES, CUSTOM_CHARACTER_PRICE } from '../../shared/schemas/custom-character.js';
import { energy as E } from '../../shared/constants.js';
import type { CreateCustomCharacter } from '../../shared/schemas/custom-character.js';
import { flatImages, heldImages, releaseHeldImages, template } from '../routes/custom-character.test-support.js';
import { createCustomCharacter } from './custom-characters/create.js';
import { GENERATION_TIMEOUT_MS } from './custom-characters/generation.js';
import { createOrder, markPaid } from './orders/index.js';
import { applyLedger } from './ledger.js';
import { recoverAtStart, sweepOrphanMedia } from './recovery.js';
import { memoryIdle } from './chat/memory.js';
import { startFakeOpenAi, startSse, chunk, DONE } from '../providers/llm/test-support/fake-openai-server.js';

let t: TestApp;
afterEach(async () => {
  releaseHeldImages();
  await memoryIdle();
  await t.close();
});

async function member() {
  const { token, uid } = await t.member();
  return { token, uid, user: async () => t.deps.db.selectFrom('users').selectAll().where('id', '=', uid).executeTakeFirstOrThrow() };
}

/** A member with 300 coins, enough for a character of her own. */
async function memberWithCoins() {
  const m = await member();
  await t.deps.db
    .transaction()
    .execute((trx) => applyLedger(trx, { userId: m.uid, currency: 'gold', amount: 300, reason: 'gold_order', now: t.deps.clock() }));
  return m;
}

/** The character's state, once it is the one given (its generation ran to its end). */
const settlesAs = (id: string, state: number) =>
  expect
    .poll(async () => (await t.deps.db.selectFrom('characters').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state, {
      timeout: 10_000,
    })
    .toBe(state);

async function chat(token: string) {
  const [c] = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
  const s = await t.call('/v1/session/from/character', { characterId: c.id }, { token });
  if (s.code !== 0) throw new Error(JSON.stringify(s));
  return s.data.sessionId as string;
}

/** Every balance equals the sum of its ledger rows and the last row's balance_after. */
async function ledgerMatches(uid: string) {
  const u = await t.deps.db.selectFrom('users').select(['energy', 'gold_balance']).where('id', '=', uid).executeTakeFirstOrThrow();
  const rows = await t.deps.db
    .selectFrom('ledger')
    .select(['currency', 'amount', 'balance_after'])
    .where('user_id', '=', uid)
    .orderBy('id')
    .execute();
  const sum = (c: string) => rows.filter((r) => r.currency === c).reduce((s, r) => s + r.amount, 0);
  const last = (c: string) => rows.filter((r) => r.currency === c).at(-1)?.balance_after ?? 0;
  expect({ energy: sum('energy'), gold: sum('gold') }).toEqual({ energy: u.energy, gold: u.gold_balance });
  expect({ energy: last('energy'), gold: last('gold') }).toEqual({ energy: u.energy, gold: u.gold_balance });
}

/** What kill -9 in the middle of a reply leaves: the user's message, pending, no reply. */
const leftPending = (sessionId: string, content: string, opts: { clientMsgId?: string; at?: number } = {}) =>
  insertUserMessage(t.deps.db, sessionId, content, { status: 'pending', at: opts.at ?? t.deps.clock(), clientMsgId: opts.clientMsgId });

/** The drawing process's key on the one generation job (written with the job). */
const processKeyOfJob = async () =>
  (await t.deps.db.selectFrom('character_jobs').select('process_key').executeTakeFirst())?.process_key ?? null;

describe.each(dialects)('recovery at start on %s', (dialect) => {
  it('a message left pending by a dead process becomes failed; the same clientMsgId then answers and charges once', async () => {
    t = await makeTestApp({ dialect });
    const { token, uid } = await member();
    const sessionId = await chat(token);
    const clientMsgId = randomUUID();
    await leftPending(sessionId, 'are you there?', { clientMsgId });
    expect((await t.call('/v1/session/chat', { sessionId, content: 'are you there?', clientMsgId }, { token })).code).toBe(1004);

    const report = await recoverAtStart(t.deps);
    expect(report.failedMessages).toBe(1);
    expect(await t.deps.db.selectFrom('messages').select('id').where('status', '=', 'pending').execute()).toEqual([]);

    const retried = await Promise.all(
      Array.from({ length: 10 }, () => t.call('/v1/session/chat', { sessionId, content: 'are you there?', clientMsgId }, { token })),
    );
    const answered = retried.filter((r) => r.code === 0);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    expect(new Set(answered.map((r) => r.data.message.id)).size).toBe(1);
    const after = await t.call('/v1/session/chat', { sessionId, content: 'are you there?', clientMsgId }, { token });
    expect(after.data.message.id).toBe(answered[0]!.data.message.id);
    expect((await t.deps.db.selectFrom('users').select('energy').where('id', '=', uid).executeTakeFirstOrThrow()).energy).toBe(
      E.initialEnergy - 1,
    );
    expect(
      await t.deps.db.selectFrom('ledger').select('id').where('user_id', '=', uid).where('reason', '=', 'chat').execute(),
    ).toHaveLength(1);
    await ledgerMatches(uid);
    // Running it again finds nothing to do.
    expect((await recoverAtStart(t.deps)).failedMessages).toBe(0);
  });

  it.runIf(dialect === 'postgres')(
    'a process starting beside a live one fails only the dead turns, not the one it is answering',
    async () => {
      const llm = await startFakeOpenAi();
      let release = () => {};
      const reached = new Promise<void>((resolve) =>
        llm.handle(async (_req, res) => {
          startSse(res);
          resolve();
          await new Promise<void>((go) => (release = go));
          res.write(chunk('Still here.'));
          res.write(chunk(null, 'stop'));
          res.end(DONE);
        }),
      );
      try {
        t = await makeTestApp({ dialect, env: { LLM_BASE_URL: llm.baseURL, LLM_MODEL: 'fake' } });
        const live = await member();
        const liveSession = await chat(live.token);
        const answering = t.call(
          '/v1/session/chat',
          { sessionId: liveSession, content: 'wait for me', clientMsgId: randomUUID() },
          { token: live.token },
        );
        await reached;
        // Meanwhile a turn left by a dead process, in another user's chat.
        const orphan = await member();
        const orphanSession = await chat(orphan.token);
        await leftPending(orphanSession, 'are you there?');
        expect((await recoverAtStart(t.deps)).failedMessages).toBe(1);
        const statusIn = async (sessionId: string) =>
          (
            await t.deps.db
              .selectFrom('messages')
              .select('status')
              .where('session_id', '=', sessionId)
              .where('role', '=', 'user')
              .executeTakeFirstOrThrow()
          ).status;
        expect(await statusIn(orphanSession)).toBe('failed');
        expect(await statusIn(liveSession)).toBe('pending');
        release();
        expect((await answering).data.message.content).toBe('Still here.');
        expect(await statusIn(liveSession)).toBe('done');
      } finally {
        release();
        await llm.close();
      }
    },
  );

  it("a visitor's tour turn cut by the crash gives its free message back, once", async () => {
    t = await makeTestApp({ dialect });
    const { token } = (await t.call('/v1/user/token', {})).data as { token: string };
    const [c] = (await t.call('/v1/tour/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
    const { sessionId } = (await t.call('/v1/tour/session/from/character', { characterId: c.id }, { token })).data;
    const used = async () => (await t.call('/v1/tour/session/open/vip/page', {}, { token })).data.used as number;
    expect((await t.call('/v1/tour/session/chat', { sessionId, content: 'hi', clientMsgId: randomUUID() }, { token })).code).toBe(0);
    expect(await used()).toBe(1);
    // kill -9 during the second turn: its free message was taken, its reply never written.
    const session = await t.deps.db.selectFrom('sessions').select('user_id').where('id', '=', sessionId).executeTakeFirstOrThrow();
    await t.deps.db
      .updateTable('usage_counters')
      .set({ used: 2 })
      .where('user_id', '=', session.user_id)
      .where('name', '=', 'tour')
      .execute();
    await leftPending(sessionId, 'still there?', { at: t.deps.clock() + 1 });
    expect(await used()).toBe(2);
    // However many processes start at once, the message is failed and given back once.
    const reports = await Promise.all(Array.from({ length: 50 }, () => recoverAtStart(t.deps)));
    expect(reports.reduce((n, r) => n + r.failedMessages, 0)).toBe(1);
    expect(await used()).toBe(1);
  });

  it('without a restart, a message pending longer than the whole-reply limit is retried instead of 1004', async () => {
    t = await makeTestApp({ dialect });
    const { token, uid } = await member();
    const sessionId = await chat(token);
    const clientMsgId = randomUUID();
    await leftPending(sessionId, 'hello?', { clientMsgId });
    expect((await t.call('/v1/session/chat', { sessionId, content: 'hello?', clientMsgId }, { token })).code).toBe(1004);
    t.tick(t.deps.config.llmReplyMs + 1);
    const r = await t.call('/v1/session/chat', { sessionId, content: 'hello?', clientMsgId }, { token });
    expect(r.code).toBe(0);
    expect(r.data.energy).toBe(E.initialEnergy - 1);
    await ledgerMatches(uid);
  });

  it('a generation cut by the crash is drawn again and keeps its one charge', async () => {
    t = await makeTestApp({ dialect });
    const { uid, user } = await memberWithCoins();
    // The process "dies" mid-generation: its renderer never returns, and (PostgreSQL) its owner
    // lock goes with it.
    t.deps.image = heldImages().provider;
    const { id } = await createCustomCharacter(t.deps, await user(), template as CreateCustomCharacter);
    expect((await user()).gold_balance).toBe(300 - CUSTOM_CHARACTER_PRICE);
    if (dialect === 'postgres') {
      expect(await processKeyOfJob()).not.toBeNull();
      await t.deps.db.updateTable('character_jobs').set({ process_key: null }).execute();
    }

    t.deps.image = flatImages;
    const report = await recoverAtStart(t.deps);
    expect(report).toMatchObject({ resumedJobs: 1, failedJobs: 0 });
    await settlesAs(id, State.createSuccess);
    expect(await t.deps.db.selectFrom('character_jobs').selectAll().execute()).toEqual([]);
    expect((await user()).gold_balance).toBe(300 - CUSTOM_CHARACTER_PRICE);
    await ledgerMatches(uid);
  });

  it.runIf(dialect === 'postgres')(
    'a generation another live process is drawing is left to it by a process starting meanwhile',
    async () => {
      t = await makeTestApp({ dialect });
      const { uid, user } = await memberWithCoins();
      const held = heldImages();
      t.deps.image = held.provider;
      const { id } = await createCustomCharacter(t.deps, await user(), template as CreateCustomCharacter);
      expect(await processKeyOfJob()).not.toBeNull();

      expect(await recoverAtStart(t.deps)).toMatchObject({ resumedJobs: 0, failedJobs: 0 });
      expect(await t.deps.db.selectFrom('character_jobs').select('character_id').execute()).toEqual([{ character_id: id }]);
      releaseHeldImages();
      await settlesAs(id, State.createSuccess);
      expect((await user()).gold_balance).toBe(300 - CUSTOM_CHARACTER_PRICE);
      await ledgerMatches(uid);
    },
  );

  it.runIf(dialect === 'postgres')(
    "a generation is its live process's from the moment it exists, not from when its drawing begins",
    async () => {
      t = await makeTestApp({ dialect });
      const { user } = await memberWithCoins();
      // The process's key comes slowly (its listener connecting): no moment may leave the job unowned.
      const key = t.deps.processKey!;
      t.deps.processKey = async () => {
        const k = await key();
        await new Promise((r) => setTimeout(r, 300));
        return k;
      };
      t.deps.image = heldImages().provider;
      await createCustomCharacter(t.deps, await user(), template as CreateCustomCharacter);

      expect(await processKeyOfJob()).not.toBeNull();
      expect(await recoverAtStart(t.deps)).toMatchObject({ resumedJobs: 0, failedJobs: 0 });
    },
  );

  it('a generation cut by the crash is drawn again by one of 50 processes recovering at once', async () => {
    t = await makeTestApp({ dialect });
    const { uid, user } = await memberWithCoins();
    const held = heldImages().provider;
    let stuck = 0;
    t.deps.image = { name: 'held', generate: async (req, signal) => (stuck++, held.generate(req, signal)) };
    const { id } = await createCustomCharacter(t.deps, await user(), template as CreateCustomCharacter);
    // Its process died mid-drawing (its first picture never comes back; PostgreSQL: no live owner).
    await expect.poll(() => stuck).toBe(1);
    await t.deps.db.updateTable('character_jobs').set({ process_key: null }).execute();

    let drawn = 0;
    t.deps.image = { name: 'counted', generate: async (req, signal) => (drawn++, flatImages.generate(req, signal)) };
    const reports = await Promise.all(Array.from({ length: 50 }, () => recoverAtStart(t.deps)));
    expect(reports.reduce((n, r) => n + r.resumedJobs, 0)).toBe(1);
    await settlesAs(id, State.createSuccess);
    expect(drawn).toBe(CUSTOM_CHARACTER_IMAGES);
    expect((await user()).gold_balance).toBe(300 - CUSTOM_CHARACTER_PRICE);
    await ledgerMatches(uid);
  });

  it('a generation older than the timeout is failed and refunded exactly once, however many processes start at once', async () => {
    t = await makeTestApp({ dialect });
    const { uid, user } = await memberWithCoins();
    t.deps.image = heldImages().provider;
    const { id } = await createCustomCharacter(t.deps, await user(), template as CreateCustomCharacter);
    t.tick(GENERATION_TIMEOUT_MS + 1);

    const reports = await Promise.all(Array.from({ length: 50 }, () => recoverAtStart(t.deps)));
    expect(reports.reduce((n, r) => n + r.failedJobs, 0)).toBe(1);
    expect(reports.reduce((n, r) => n + r.resumedJobs, 0)).toBe(0);
    const c = await t.deps.db.selectFrom('characters').select('state').where('id', '=', id).executeTakeFirstOrThrow();
    expect(c.state).toBe(State.createFail);
    expect((await user()).gold_balance).toBe(300);
    expect(
      await t.deps.db.selectFrom('ledger').select('amount').where('user_id', '=', uid).where('reason', '=', 'refund').execute(),
    ).toEqual([{ amount: CUSTOM_CHARACTER_PRICE }]);
    await ledgerMatches(uid);
  });

  it('a payment recorded but not credited is credited once, however many processes start at once', async () => {
    t = await makeTestApp({ dialect });
    const { uid, user } = await member();
    const order = await createOrder(t.deps, await user(), { kind: 'gold', itemId: 'gold-300', comeFrom: 'test' });
    // Step 1 of markPaid done, the process died before step 2.
    await t.deps.db
      .updateTable('orders')
      .set({ provider_ref: 'pay-crash', pay_method: 'OceanPayment', paid_at: t.deps.clock() })
      .where('id', '=', order.id)
      .execute();
    const reports = await Promise.all(Array.from({ length: 50 }, () => recoverAtStart(t.deps)));
    expect(reports.reduce((n, r) => n + r.creditedOrders, 0)).toBe(1);
    const o = await t.deps.db.selectFrom('orders').select(['status', 'credited_at']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(o.status).toBe(OrderStatus.hasPay);
    expect(await t.deps.db.selectFrom('ledger').select('amount').where('ref_id', '=', order.id).execute()).toHaveLength(1);
    await ledgerMatches(uid);
  });

  it('50 Premium orders of one user credited at once: every day counted, energy topped up to the cap once', async () => {
    t = await makeTestApp({ dialect });
    const { uid, user } = await member();
    const now = t.deps.clock();
    const orders = await Promise.all(
      Array.from({ length: 50 }, async () => createOrder(t.deps, await user(), { kind: 'vip', itemId: 'vip-monthly', comeFrom: 'test' })),
    );
    const plan = await t.deps.db.selectFrom('vip_plans').select('days').where('id', '=', 'vip-monthly').executeTakeFirstOrThrow();
    const results = await Promise.all(
      orders.map((o, i) => markPaid(t.deps, { orderId: o.id, providerRef: `pay-${i}`, payMethod: 'OceanPayment' })),
    );
    expect(results.every((r) => r.credited)).toBe(true);
    const u = await user();
    expect(u.vip_expire_at).toBe(now + 50 * plan.days * 24 * 3600_000);
    expect(u.energy).toBe(E.premiumCap);
    await ledgerMatches(uid);
  });

  it('sweeps pictures no row refers to, only once they are older than a running render can be', async () => {
    t = await makeTestApp({ dialect });
    // Its own media folder (the harness links the shared template's).
    const media = join(t.dataDir, 'media');
    rmSync(media, { recursive: true, force: true });
    mkdirSync(media);
    const name = () => `${randomUUID().replace(/-/g, '')}.webp`;
    const [orphan, fresh, used, other] = [name(), name(), name(), 'logo.webp'];
    for (const f of [orphan, fresh, used, other]) writeFileSync(join(media, f), 'x');
    const old = new Date(Date.now() - GENERATION_TIMEOUT_MS - 60_000);
    for (const f of [orphan, used, other]) utimesSync(join(media, f), old, old);
    const [c] = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
    await t.deps.db
      .insertInto('photos')
      .values({
        id: `p_${randomUUID()}`,
        character_id: c.id,
        file: 'elsewhere.webp',
        blurred_file: used,
        width: 1,
        height: 1,
        sort: 0,
        like_count: 0,
        prompt: '',
        seed: 1,
        in_chat: 1,
        create_time: t.deps.clock(),
      })
      .execute();
    expect(await sweepOrphanMedia(t.deps)).toEqual({ scanned: 2, removed: 1 });
    expect(readdirSync(media).sort()).toEqual([fresh, used, other].sort());
  });
});
