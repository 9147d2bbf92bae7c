import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { makeTestApp, testDialect, type TestApp } from '../../test/harness.js';
import { insertUserMessage } from '../../test/user-message.js';
import { turnNow as readTurnNow } from '../../test/turn-input.js';
import { claimFold, FOLD_CLAIM_MS, memoryIdle, updateMemory } from '../chat/memory.js';
import { buildPrompt } from '../../providers/llm/prompt.js';
import { liveFacts, mergeFacts } from './facts.js';
import { createFoldBudget } from './fold-budget.js';
import { openDatabase } from '../../db/connect.js';
import { RATE_TABLE } from '../../http/rate-limit-store.js';
import { silentLogger } from '../../deps.js';
import { mergeVisitor } from '../accounts/merge.js';
import { eraseAccount } from '../trust/deletion.js';
import { changeAffection, assertStoryCondition, ensureRelationship, MESSAGE_DAILY, STORY_POINTS, STORY_REPLIES } from './relationship.js';

// One app for the file: each case opens its own member and chat.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await memoryIdle();
  await t.close();
});

async function chat(characterIndex = 0) {
  const { token, uid } = await t.member();
  const list = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 5 })).data.list;
  const c = list[characterIndex];
  const s = await t.call('/v1/session/from/character', { characterId: c.id }, { token });
  return { token, uid, sessionId: s.data.sessionId as string, characterId: c.id as string };
}
/** A story anyone may play: free, shown, and without a condition (a test may have set one). */
const freeStory = () =>
  t.deps.db
    .selectFrom('scripts')
    .select(['id', 'character_id'])
    .where('premium_only', '=', 0)
    .where('hidden', '=', 0)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('script_conditions').select('script_id').whereRef('script_conditions.script_id', '=', 'scripts.id'))),
    )
    .executeTakeFirstOrThrow();
const send = async (token: string, sessionId: string, content: string) => {
  t.tick(1000);
  const r = await t.call('/v1/session/chat', { sessionId, content, clientMsgId: randomUUID() }, { token });
  expect(r.code, JSON.stringify(r)).toBe(0);
  return r.data;
};
/** The turn's input for the session's last message, read as a turn would read it now. */
const turnNow = (uid: string, sessionId: string) => readTurnNow(t.deps, uid, sessionId);
const systemPromptNow = async (uid: string, sessionId: string) => buildPrompt((await turnNow(uid, sessionId)).prompt)[0]!.content;
const factsOf = async (token: string, sessionId: string) => (await t.call('/v1/memory/list', { sessionId }, { token })).data;
const userMessage = async (sessionId: string, content: string) => {
  t.tick(1000);
  await insertUserMessage(t.deps.db, sessionId, content, { status: 'done', at: t.deps.clock() });
};

describe(`memory on ${testDialect}`, () => {
  it('extracts facts in the background with their source, merges repeats and lets a newer name replace the older', async () => {
    const { token, sessionId } = await chat();
    const first = await send(token, sessionId, 'My name is Anna and I work as a nurse. I love jazz. My birthday is on March 3.');
    await memoryIdle();
    let m = await factsOf(token, sessionId);
    const kinds = Object.fromEntries(m.facts.map((f: any) => [f.kind, f]));
    expect(kinds.name.text).toBe('Anna');
    expect(kinds.job.text).toBe('nurse');
    expect(kinds.like.text).toBe('jazz');
    expect(kinds.date.text).toMatch(/birthday is on March 3/);
    expect(kinds.like.sourceMessageId).toBe(first.userMessage.id);
    expect(kinds.like.source).toContain('I love jazz');
    expect(m.limit).toBe(40);
    for (const text of ['I love jazz!', 'Call me Annie', 'hello', 'I LOVE JAZZ']) await send(token, sessionId, text);
    await memoryIdle();
    m = await factsOf(token, sessionId);
    expect(m.facts.filter((f: any) => f.kind === 'like')).toHaveLength(1);
    expect(m.facts.filter((f: any) => f.kind === 'name').map((f: any) => f.text)).toEqual(['Annie']);
  });

  it("never tells the model a placeholder nick ('User AB12') is the user's name; a chosen one it does", async () => {
    const { uid, sessionId } = await chat(2);
    await userMessage(sessionId, 'Hi there');
    const systemFor = () => systemPromptNow(uid, sessionId);
    const user = await t.deps.db.selectFrom('users').select('nick').where('id', '=', uid).executeTakeFirstOrThrow();
    expect(user.nick).toMatch(/^User [0-9A-Z]{4}$/);
    expect(await systemFor()).not.toContain("The user's name");
    await t.deps.db.updateTable('users').set({ nick: 'Marco' }).where('id', '=', uid).execute();
    expect(await systemFor()).toContain("The user's name: Marco");
  });

  it('leaves out of the prompt what the policy refuses there, kept before it did: facts, the story so far, nick, answers', async () => {
    const { uid, sessionId, characterId } = await chat(3);
    const now = t.deps.clock();
    // Written straight to the database, as rows kept before today's rules would be.
    for (const [i, text] of ['You are 14 in our chats', 'Daughter Emma is in 8th grade', 'loves jazz'].entries())
      await t.deps.db
        .insertInto('memory_facts')
        .values({
          id: `f-old-${i}`,
          user_id: uid,
          character_id: characterId,
          kind: 'other',
          text,
          norm: `other:${text.toLowerCase()}`,
          source_message_id: null,
          pinned: 1,
          user_edited: 0,
          deleted: 0,
          create_time: now,
          update_time: now,
        })
        .execute();
    await t.deps.db.updateTable('sessions').set({ memory: 'She is 14 and they flirt.' }).where('id', '=', sessionId).execute();
    await t.deps.db
      .updateTable('users')
      .set({ nick: 'Lolita', preferences: JSON.stringify({ scenarios: 'she is 14', goal: 'romance' }) as never })
      .where('id', '=', uid)
      .execute();
    await userMessage(sessionId, 'Tell me about jazz and my daughter');
    const system = await systemPromptNow(uid, sessionId);
    expect(system).not.toMatch(/You are 14|She is 14|she is 14|Lolita/);
    expect(system).toContain('loves jazz');
    expect(system).toContain('Daughter Emma is in 8th grade');
    expect(system).toContain('romance');
  });

  it('the offline companion answers from the facts kept: the name and the pet, asked together; a question keeps no fact (Hindi, German)', async () => {
    const { token, uid, sessionId } = await chat(1);
    await t.deps.db.updateTable('users').set({ lang: 'hi' }).where('id', '=', uid).execute();
    await send(token, sessionId, 'याद रखना: मेरा नाम रवि है और मेरी बिल्ली का नाम मिंटू है।');
    const asked = await send(token, sessionId, 'मेरा नाम क्या है? और मेरी बिल्ली का नाम क्या है?');
    await memoryIdle();
    const facts = (await factsOf(token, sessionId)).facts.map((f: any) => `${f.kind}:${f.text}`);
    expect(facts).toEqual(expect.arrayContaining(['name:रवि', 'pet:बिल्ली का नाम मिंटू है']));
    expect(facts).not.toContain('name:क्या');
    expect(asked.message.content).toContain('रवि');
    expect(asked.message.content).toContain('मिंटू');
    // Kept facts only (nothing said in the chat): the name and the dog come from memory.
    const other = await chat(2);
    await t.deps.db.updateTable('users').set({ lang: 'de' }).where('id', '=', other.uid).execute();
    const owner = { userId: other.uid, characterId: other.characterId };
    await mergeFacts(
      t.deps.db,
      owner,
      [
        { kind: 'name', text: 'Klaus' },
        { kind: 'pet', text: 'Hund heißt Bello' },
      ],
      40,
      t.deps.clock(),
    );
    const both = await send(other.token, other.sessionId, 'Wie heiße ich eigentlich? Und wie heißt mein Hund?');
    expect(both.message.content).toContain('Klaus');
    expect(both.message.content).toContain('Bello');
    expect((await send(other.token, other.sessionId, 'Erinnerst du dich an meinen Hund?')).message.content).toContain('Bello');
  });

  it('puts the facts relevant to the message in the prompt, pinned ones always, within the budget', async () => {
    const { token, uid, sessionId, characterId } = await chat(1);
    const now = t.deps.clock();
    const owner = { userId: uid, characterId };
    const many = Array.from({ length: 30 }, (_, i) => ({ kind: 'like' as const, text: `hobby number ${i} called thing${i}` }));
    await mergeFacts(t.deps.db, owner, [...many, { kind: 'person', text: 'sister is called Lena' }], 40, now);
    const list = (await factsOf(token, sessionId)).facts;
    const hobby = list.find((f: any) => f.text === 'hobby number 3 called thing3');
    await t.call('/v1/memory/fact/pin', { sessionId, factId: hobby.id, pinned: true }, { token });
    await userMessage(sessionId, 'What is my sister called again?');
    const input = await turnNow(uid, sessionId);
    const system = buildPrompt(input.prompt)[0]!.content;
    expect(system).toContain('- person: sister is called Lena');
    expect(system).toContain('- like: hobby number 3 called thing3');
    expect(input.facts.length).toBeLessThanOrEqual(12);
    expect(system).toMatch(/Stage: (stranger|friend|close|partner) \(affection \d+\/100\)/);
  });

  it('lets the user edit, pin, delete and add facts; a deleted fact is not learnt again; refused text is never kept', async () => {
    const { token, sessionId } = await chat(2);
    await send(token, sessionId, 'I love sushi. I work as a pilot.');
    await memoryIdle();
    const facts = (await factsOf(token, sessionId)).facts;
    const sushi = facts.find((f: any) => f.kind === 'like');
    const job = facts.find((f: any) => f.kind === 'job');

    const edited = await t.call('/v1/memory/fact/edit', { sessionId, factId: sushi.id, text: 'salmon sushi' }, { token });
    expect(edited.data.fact).toMatchObject({ text: 'salmon sushi', userEdited: true });
    expect((await t.call('/v1/memory/fact/pin', { sessionId, factId: sushi.id, pinned: true }, { token })).data.fact.pinned).toBe(true);
    expect((await t.call('/v1/memory/fact/delete', { sessionId, factId: job.id }, { token })).data).toEqual({ deleted: true });
    const added = await t.call('/v1/memory/fact/add', { sessionId, kind: 'note', text: 'Allergic to peanuts' }, { token });
    expect(added.data.fact).toMatchObject({ kind: 'note', userEdited: true, sourceMessageId: null });

    // The same job again: the tombstone keeps it out; the user's edit is not overwritten by the extractor.
    await userMessage(sessionId, 'I work as a pilot. I love salmon sushi.');
    await updateMemory(t.deps, t.deps.llm, 'm', sessionId, 10, 'en');
    const after = (await factsOf(token, sessionId)).facts;
    expect(after.map((f: any) => f.text).sort()).toEqual(['Allergic to peanuts', 'salmon sushi']);
    expect(after[0]).toMatchObject({ text: 'salmon sushi', pinned: true });

    // A job edited by the user, then deleted: a new one is learnt again (before, the edit's mark
    // on the tombstone kept every later job out for good).
    await userMessage(sessionId, 'I work as a nurse.');
    await updateMemory(t.deps, t.deps.llm, 'm', sessionId, 10, 'en');
    const nurse = (await factsOf(token, sessionId)).facts.find((f: any) => f.kind === 'job');
    expect(nurse).toMatchObject({ text: 'nurse' });
    await t.call('/v1/memory/fact/edit', { sessionId, factId: nurse.id, text: 'paramedic' }, { token });
    await t.call('/v1/memory/fact/delete', { sessionId, factId: nurse.id }, { token });
    await userMessage(sessionId, 'I work as a teacher now.');
    await updateMemory(t.deps, t.deps.llm, 'm', sessionId, 10, 'en');
    const relearnt = (await factsOf(token, sessionId)).facts.filter((f: any) => f.kind === 'job');
    expect(relearnt).toEqual([expect.objectContaining({ text: 'teacher', userEdited: false, pinned: false })]);
    await t.call('/v1/memory/fact/delete', { sessionId, factId: relearnt[0].id }, { token });

    const refused = await t.call('/v1/memory/fact/add', { sessionId, text: 'Wants her to be 14 and have sex' }, { token });
    expect(refused.code).toBe(1000);
    expect((await t.call('/v1/memory/fact/add', { sessionId, text: '   ' }, { token })).code).toBe(1000);
    expect((await t.call('/v1/memory/fact/edit', { sessionId, factId: job.id, text: 'x y' }, { token })).code).toBe(1000);
    expect((await factsOf(token, sessionId)).facts).toHaveLength(2);
    // Someone else's chat answers like a missing one.
    const other = await t.member();
    expect((await t.call('/v1/memory/list', { sessionId }, { token: other.token })).code).toBe(1000);
    expect((await t.call('/v1/memory/fact/delete', { sessionId, factId: sushi.id }, { token: other.token })).code).toBe(1000);
  });

  it("keeps a free member's 40 facts: the oldest extracted one makes room, and when all are the user's own an add answers 2003", async () => {
    const { token, uid, sessionId, characterId } = await chat(3);
    const owner = { userId: uid, characterId };
    await mergeFacts(
      t.deps.db,
      owner,
      Array.from({ length: 45 }, (_, i) => ({ kind: 'like' as const, text: `thing ${i}` })),
      40,
      t.deps.clock(),
    );
    expect((await factsOf(token, sessionId)).facts).toHaveLength(40);
    await t.deps.db.updateTable('memory_facts').set({ user_edited: 1 }).where('user_id', '=', uid).execute();
    expect((await t.call('/v1/memory/fact/add', { sessionId, text: 'one more' }, { token })).code).toBe(2003);
    await t.deps.db
      .updateTable('users')
      .set({ vip_expire_at: t.deps.clock() + 86_400_000 })
      .where('id', '=', uid)
      .execute();
    expect((await t.call('/v1/memory/fact/add', { sessionId, text: 'one more' }, { token })).code).toBe(0);
    expect((await factsOf(token, sessionId)).limit).toBe(200);
  });

  it('counts one event once under 50 concurrent deliveries of it; the refused ones write nothing', async () => {
    const { sessionId, uid } = await chat(3);
    const session = await t.deps.db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();
    const now = t.deps.clock();
    const before = await ensureRelationship(t.deps.db, session, now);
    const results = await Promise.all(Array.from({ length: 50 }, () => changeAffection(t.deps.db, session, 'message', 'same-reply', now)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const events = await t.deps.db.selectFrom('relationship_events').selectAll().where('session_id', '=', sessionId).execute();
    expect(events).toHaveLength(1);
    const after = await t.deps.db.selectFrom('relationships').selectAll().where('session_id', '=', sessionId).executeTakeFirstOrThrow();
    expect(Number(after.affection)).toBe(Math.min(100, before.affection + 1));
    // Only the counted event took from today's allowance: the 49 refused gave theirs back by rolling back.
    const used = await t.deps.db
      .selectFrom('usage_counters')
      .select('used')
      .where('user_id', '=', uid)
      .where('name', 'like', `affection:message:${sessionId}:%`)
      .execute();
    expect(used.map((r) => Number(r.used))).toEqual([1]);
  });

  it('moves affection by its rules, decided by the database under 50 concurrent events, with history', async () => {
    const { token, sessionId } = await chat(4);
    const session = await t.deps.db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();
    const start = (await t.call('/v1/memory/relationship', { sessionId }, { token })).data;
    expect(start.history).toEqual([]);
    const now = t.deps.clock();
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => changeAffection(t.deps.db, session, 'message', `r${i}`, now)));
    expect(results.filter(Boolean)).toHaveLength(MESSAGE_DAILY);
    const stories = await Promise.all(Array.from({ length: 50 }, () => changeAffection(t.deps.db, session, 'story', 'story-1', now)));
    expect(stories.filter(Boolean)).toHaveLength(1);
    const after = (await t.call('/v1/memory/relationship', { sessionId }, { token })).data;
    expect(after.affection).toBe(Math.min(100, start.affection + MESSAGE_DAILY + STORY_POINTS));
    expect(after.history).toHaveLength(MESSAGE_DAILY + 1);
    expect(after.stages.map((s: any) => s.stage)).toEqual(['stranger', 'friend', 'close', 'partner']);

    // A chat turn answers the relationship with its change.
    const done = await send(token, sessionId, 'hello there');
    expect(done.relationship).toMatchObject({ affection: after.affection, delta: 0 });
    t.tick(86_400_000);
    const nextDay = await send(token, sessionId, 'good morning');
    expect(nextDay.relationship.delta).toBe(after.affection === 100 ? 0 : 1);

    // A story may ask for a stage first.
    const script = await freeStory();
    await t.deps.db.insertInto('script_conditions').values({ script_id: script.id, min_stage: 'partner', min_affection: 0 }).execute();
    const fresh = await t.member();
    await expect(assertStoryCondition(t.deps.db, fresh.uid, script.character_id, script.id)).rejects.toThrow(/closer to her/);
    const refused = await t.call(
      '/v1/session/from/character',
      { characterId: script.character_id, scriptId: script.id },
      { token: fresh.token },
    );
    expect(refused.code).toBe(1000);
    expect(refused.message).toMatch(/closer to her/);
  });

  it('a story chat earns its finishing change once, at its last reply, and the replies after it leave it be', async () => {
    const script = await freeStory();
    const { token, uid } = await t.member();
    await t.deps.db.updateTable('users').set({ energy: 1000 }).where('id', '=', uid).execute();
    const opened = await t.call('/v1/session/from/character', { characterId: script.character_id, scriptId: script.id }, { token });
    expect(opened.code, JSON.stringify(opened)).toBe(0);
    const sessionId = opened.data.sessionId as string;
    const stories = () =>
      t.deps.db.selectFrom('relationship_events').select('id').where('session_id', '=', sessionId).where('reason', '=', 'story').execute();
    // The opening greeting is one of her replies already.
    const replies = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom('messages')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('session_id', '=', sessionId)
            .where('role', '=', 'assistant')
            .where('kind', '=', 'text')
            .executeTakeFirstOrThrow()
        ).n,
      );
    while ((await replies()) < STORY_REPLIES - 1) await send(token, sessionId, 'go on');
    expect(await stories()).toHaveLength(0);
    const last = await send(token, sessionId, 'and then?');
    expect(await stories()).toHaveLength(1);
    expect(last.relationship.delta).toBeGreaterThanOrEqual(STORY_POINTS);
    const later = await send(token, sessionId, 'tell me more');
    expect(await stories()).toHaveLength(1);
    expect(later.relationship.delta).toBeLessThan(STORY_POINTS);
  });

  it("moves a visitor's facts into the account they sign in to (the account's own copy wins) and erases them with the account", async () => {
    const { uid: accountId, characterId } = await chat(0);
    const visitorId = (await t.call('/v1/user/token')).data.uid as string;
    const now = t.deps.clock();
    await mergeFacts(t.deps.db, { userId: accountId, characterId }, [{ kind: 'like', text: 'jazz' }], 40, now);
    await mergeFacts(
      t.deps.db,
      { userId: visitorId, characterId },
      [
        { kind: 'like', text: 'Jazz' },
        { kind: 'job', text: 'pilot' },
      ],
      40,
      now,
    );
    await t.deps.db.transaction().execute((trx) => mergeVisitor(trx, visitorId, accountId, now));
    const facts = await liveFacts(t.deps.db, { userId: accountId, characterId });
    expect(facts.map((f) => f.text).sort()).toEqual(['jazz', 'pilot']);
    await eraseAccount(t.deps, accountId, now);
    expect(await liveFacts(t.deps.db, { userId: accountId, characterId })).toEqual([]);
  });
});

describe(`memory folds across processes on ${testDialect}`, () => {
  it('a session’s fold is claimed by one of 50 concurrent callers, and again only FOLD_CLAIM_MS later', async () => {
    const { sessionId } = await chat();
    const now = Date.now();
    const claims = await Promise.all(Array.from({ length: 50 }, () => claimFold(t.deps.db, sessionId, now)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimFold(t.deps.db, sessionId, now + FOLD_CLAIM_MS - 1)).toBe(false);
    const later = await Promise.all(Array.from({ length: 50 }, () => claimFold(t.deps.db, sessionId, now + FOLD_CLAIM_MS)));
    expect(later.filter(Boolean)).toHaveLength(1);
    // The cursor the claim made keeps the facts' place at the start.
    const cursor = await t.deps.db.selectFrom('memory_cursors').selectAll().where('session_id', '=', sessionId).executeTakeFirstOrThrow();
    expect(Number(cursor.facts_upto)).toBe(0);
  });

  it('the minute’s model folds are one budget for every process: 50 concurrent takes from two processes get exactly its size', async () => {
    // A second connection (pool) stands for a second process; on SQLite there is only ever one.
    const other = await openDatabase(t.deps.config.databaseUrl);
    try {
      const first = await openDatabase(t.deps.config.databaseUrl);
      const budgets =
        testDialect === 'postgres'
          ? [createFoldBudget(first, silentLogger, RATE_TABLE, 10), createFoldBudget(other, silentLogger, RATE_TABLE, 10)]
          : [createFoldBudget(first, silentLogger, RATE_TABLE, 10)];
      const taken = await Promise.all(Array.from({ length: 50 }, (_, i) => budgets[i % budgets.length]!.take()));
      expect(taken.filter(Boolean)).toHaveLength(10);
      expect(await budgets[0]!.take()).toBe(false);
      await first.close();
    } finally {
      await other.close();
    }
  });
});
