/**
 * Memory, measured (docs/memory.md):
 *   node --import tsx scripts/bench-memory.ts
 * 1. Recall: a scripted 200-turn conversation (offline engine, SQLite) plants 30 facts at known
 *    turns; then, for a question about each, is the fact in the prompt's memory part? Printed
 *    for free and Premium with the memory part's estimated tokens against its budget, and again
 *    after the user's edits (edited facts must appear as edited, deleted ones must not appear,
 *    added ones must). Goal: >= 95%.
 * 2. The lane: replies of four chats taking turns against a single-slot fake model server
 *    (LLM_CONCURRENCY=1) whose folds are long; first-token time of the replies sent while a fold
 *    was running vs the others.
 *    Goal: within 10%.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { readConfig } from '../server/config.js';
import { createDeps } from '../server/deps-factory.js';
import { silentLogger, type Deps } from '../server/deps.js';
import { createApp } from '../server/app.js';
import { seedDemo } from '../server/db/seed/seed.js';
import { signBody } from '../shared/sign.js';
import type { MessageRow } from '../server/db/database.js';
import { reply } from '../server/domain/chat/reply.js';
import { memoryIdle } from '../server/domain/chat/memory.js';
import { turnsFor } from '../server/domain/chat/turns.js';
import { memoryLimits } from '../server/domain/memory/limits.js';
import { estimateTokens } from '../server/domain/memory/text.js';
import { addFact, deleteFact, editFact, liveFacts, pinFact } from '../server/domain/memory/facts.js';
import { chunk, DONE, startFakeOpenAi, startSse } from '../server/providers/llm/test-support/fake-openai-server.js';

/** [turn, what the user says, a question about it later, what must be in the prompt]. */
const PLANTED: Array<[number, string, string, string]> = [
  [3, 'My name is Daniel, by the way.', 'Do you remember my name?', 'Daniel'],
  [9, "I'm 34 years old.", 'How old am I again?', '34'],
  [15, 'I live in Lisbon, near the river.', 'Which city do I live in?', 'Lisbon'],
  [21, 'I work as a nurse at the children hospital.', 'What is my job?', 'nurse'],
  [27, 'I love jazz.', 'What music do I love most?', 'jazz'],
  [33, 'I really like hiking in the mountains.', 'What do I like doing in the mountains?', 'hiking in the mountains'],
  [39, 'I enjoy cooking Thai curry.', 'What do I enjoy cooking?', 'cooking Thai curry'],
  [45, 'My favorite book is Dune.', 'What is my favorite book?', 'Dune'],
  [51, 'I adore old French films.', 'Which films do I adore?', 'old French films'],
  [57, 'I love swimming in the ocean at dawn.', 'Where do I love swimming?', 'swimming in the ocean at dawn'],
  [63, 'I like strong espresso in the morning.', 'How do I like my coffee in the morning?', 'strong espresso in the morning'],
  [69, 'I enjoy playing chess online.', 'What game do I enjoy playing online?', 'playing chess online'],
  [75, 'My favourite color is deep green.', 'What is my favourite color?', 'deep green'],
  [81, 'I love rainy Sunday afternoons.', 'What kind of afternoons do I love?', 'rainy Sunday afternoons'],
  [87, "I'm going to learn the guitar this winter.", 'What am I going to learn this winter?', 'learn the guitar this winter'],
  [93, 'I plan to visit Kyoto next spring.', 'Where do I plan to travel next spring?', 'visit Kyoto next spring'],
  [99, "This weekend I'll repaint my kitchen.", 'What will I do this weekend?', 'repaint my kitchen'],
  [105, "I'm going to run a half marathon in May.", 'What am I going to run in May?', 'run a half marathon in May'],
  [111, 'I plan to adopt a rescue dog soon.', 'What do I plan to adopt?', 'adopt a rescue dog soon'],
  [117, 'My birthday is on March 3.', 'When is my birthday?', 'birthday is on March 3'],
  [123, "My sister's birthday is on June 12.", "When is my sister's birthday?", "sister's birthday is on June 12"],
  [129, 'Our anniversary is October 9.', 'When is our anniversary?', 'anniversary is October 9'],
  [135, 'My exam is next Friday at nine.', 'When is my exam?', 'exam is next Friday at nine'],
  [141, 'My job interview is on the 14th.', 'When is my interview?', 'interview is on the 14th'],
  [147, 'I promise to take you to Paris one day.', 'What did I promise you?', 'take you to Paris one day'],
  [153, 'I promise I will call you every night.', 'What did I promise about calling you?', 'call you every night'],
  [159, 'I swear I will learn your favorite song.', 'What did I swear I would learn?', 'learn your favorite song'],
  [165, 'My sister is called Lena.', 'What is my sister called?', 'Lena'],
  [171, 'I have a dog named Biscuit.', "What is my dog's name?", 'Biscuit'],
  [177, 'My best friend is called Marco.', 'Who is my best friend?', 'Marco'],
];
const FILLER = [
  'How was your day?',
  'haha that is funny',
  'Tell me something about you',
  'What are you doing right now?',
  'You look lovely today',
  'ok',
  'I had a long day',
  'What should we talk about?',
  'That sounds nice',
  'hmm, interesting',
  'Good night!',
  'Do you like the rain?',
];

const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
  .png()
  .toBuffer();

async function setup(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
  const config = readConfig({ DATA_DIR: dir, DIST_DIR: join(dir, 'none'), RATE_LIMITS: 'off', ...env });
  const deps = await createDeps(config, { log: silentLogger });
  await seedDemo(deps.db, { dataDir: dir, image: { name: 'tiny', generate: async () => tiny }, now: Date.now() });
  const app = createApp(deps);
  const call = async (path: string, params: unknown, token = '') => {
    const body = JSON.stringify({ params, token, ch: '', t: Date.now(), timezoneOffset: 0, plat: 'web', publisher: '', uuid: 'bench' });
    const res = await app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', sign: signBody(body, config.signSecret) },
      body,
    });
    return (await res.json()) as { code: number; data: any };
  };
  return { deps, call, close: async () => (await deps.close?.(), rmSync(dir, { recursive: true, force: true })) };
}

async function member(s: Awaited<ReturnType<typeof setup>>, premium: boolean) {
  const { token, uid } = (await s.call('/v1/user/token', {})).data;
  await s.deps.db
    .updateTable('users')
    .set({ energy: 1_000_000, is_visitor: 0, vip_expire_at: premium ? Date.now() + 86_400_000 * 30 : 0 })
    .where('id', '=', uid)
    .execute();
  const [c] = (await s.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 }, token)).data.list;
  const sessionId = (await s.call('/v1/session/from/character', { characterId: c.id }, token)).data.sessionId as string;
  return { token, uid, sessionId, characterId: c.id as string };
}

const userRow = (deps: Deps, uid: string) => deps.db.selectFrom('users').selectAll().where('id', '=', uid).executeTakeFirstOrThrow();
const sessionRow = (deps: Deps, id: string) => deps.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The prompt's memory part for a question (not sent: the conversation stays as it is). */
async function memoryPart(deps: Deps, uid: string, sessionId: string, question: string, premium: boolean) {
  const asked: MessageRow = {
    id: 'm_question',
    session_id: sessionId,
    role: 'user',
    kind: 'text',
    content: question,
    photo_id: null,
    gift_id: null,
    client_msg_id: null,
    status: 'pending',
    create_time: Date.now() + 1e9,
  };
  const { prompt } = await turnsFor(deps, await userRow(deps, uid), await sessionRow(deps, sessionId), asked, premium);
  const factsText = (prompt.facts ?? []).map((f) => `- ${f.kind}: ${f.text}`).join('\n');
  const text = [factsText, prompt.memory ?? ''].join('\n').trim();
  return { text, factsText, tokens: estimateTokens(text) };
}

async function recall(premium: boolean) {
  const s = await setup({});
  const m = await member(s, premium);
  const chatServices = { llm: s.deps.llm, queue: s.deps.chatQueue };
  const planted = new Map(PLANTED.map((p) => [p[0], p[1]]));
  for (let turn = 1; turn <= 200; turn++) {
    const content = planted.get(turn) ?? FILLER[turn % FILLER.length]!;
    await reply(s.deps, chatServices, { user: await userRow(s.deps, m.uid), sessionId: m.sessionId, content, clientMsgId: randomUUID() });
    await memoryIdle();
  }
  const limits = memoryLimits(premium);
  const score = async (cases: Array<{ question: string; expect: string; absent?: boolean }>) => {
    let hits = 0;
    let factHits = 0;
    let maxTokens = 0;
    let sumTokens = 0;
    const misses: string[] = [];
    for (const c of cases) {
      const part = await memoryPart(s.deps, m.uid, m.sessionId, c.question, premium);
      maxTokens = Math.max(maxTokens, part.tokens);
      sumTokens += part.tokens;
      const found = part.text.toLowerCase().includes(c.expect.toLowerCase());
      if (found !== !!c.absent) hits++;
      if (part.factsText.toLowerCase().includes(c.expect.toLowerCase()) !== !!c.absent) factHits++;
      else misses.push(`${c.absent ? 'still there' : 'missing'}: ${c.expect} (asked: ${c.question})`);
    }
    return {
      rate: hits / cases.length,
      hits,
      factHits,
      n: cases.length,
      maxTokens,
      meanTokens: Math.round(sumTokens / cases.length),
      misses,
    };
  };
  const before = await score(PLANTED.map(([, , question, expect]) => ({ question, expect })));
  const stored = (await liveFacts(s.deps.db, { userId: m.uid, characterId: m.characterId })).length;

  // The user's edits: 5 facts reworded, 3 deleted, 2 pinned, 3 added by hand.
  const owner = { userId: m.uid, characterId: m.characterId };
  const facts = await liveFacts(s.deps.db, owner);
  const byText = (t: string) => {
    const f = facts.find((x) => x.text.toLowerCase().includes(t.toLowerCase()));
    if (!f) throw new Error(`no fact "${t}" among: ${facts.map((x) => x.text).join(' | ')}`);
    return f;
  };
  const now = Date.now();
  const edits: Array<[string, string]> = [
    ['jazz', 'smooth jazz and blues'],
    ['Dune', 'Dune and Foundation'],
    ['Lisbon', 'Porto'],
    ['Biscuit', 'dog named Biscuit, a beagle'],
    ['visit Kyoto', 'visit Kyoto and Osaka next spring'],
  ];
  for (const [from, to] of edits) await editFact(s.deps.db, owner, byText(from).id, to, now);
  for (const t of ['chess', 'espresso', 'half marathon']) await deleteFact(s.deps.db, owner, byText(t).id, now);
  for (const t of ['Paris', 'Lena']) await pinFact(s.deps.db, owner, byText(t).id, true, now, { limits: memoryLimits(premium), premium });
  const cap = memoryLimits(premium).facts;
  await addFact(s.deps.db, owner, 'note', 'Allergic to peanuts', cap, premium, now);
  await addFact(s.deps.db, owner, 'like', 'the smell of fresh bread', cap, premium, now);
  await addFact(s.deps.db, owner, 'date', 'mother visits on December 20', cap, premium, now);
  const deleted = new Set(['playing chess online', 'strong espresso in the morning', 'run a half marathon in May']);
  const edited = new Map([
    ['jazz', 'smooth jazz and blues'],
    ['Dune', 'Dune and Foundation'],
    ['Lisbon', 'Porto'],
    ['Biscuit', 'a beagle'],
    ['visit Kyoto next spring', 'visit Kyoto and Osaka next spring'],
  ]);
  const afterCases = [
    ...PLANTED.map(([, , question, expect]) => ({ question, expect: edited.get(expect) ?? expect, absent: deleted.has(expect) })),
    { question: 'Am I allergic to anything?', expect: 'Allergic to peanuts' },
    { question: 'What smell do I like?', expect: 'fresh bread' },
    { question: 'When does my mother visit?', expect: 'mother visits on December 20' },
  ];
  const after = await score(afterCases);
  await s.close();
  return { premium, limits, stored, before, after };
}

/** Replies against a single-slot model server; which ones were sent while a fold ran. */
async function lane() {
  const TOKENS = 12;
  const FIRST_MS = 40;
  const GAP_MS = 5;
  const FOLD_MS = 3000;
  let line: Promise<void> = Promise.resolve();
  let foldRunning = false;
  let folds = 0;
  const fake = await startFakeOpenAi();
  fake.handle(async (_req, res, body: any) => {
    const fold = String(body?.messages?.[0]?.content ?? '').includes("companion's memory");
    // One request at a time: the next waits until the last one's connection closes.
    const turn = line;
    let done!: () => void;
    line = new Promise((r) => (done = r));
    res.on('close', () => {
      if (fold) foldRunning = false;
      done();
    });
    await turn;
    if (res.destroyed) return;
    startSse(res);
    if (fold) {
      foldRunning = true;
      folds++;
      const end = Date.now() + FOLD_MS;
      while (!res.destroyed && Date.now() < end) {
        res.write(chunk('STORY: they talked. '));
        await new Promise((r) => setTimeout(r, 20));
      }
      if (!res.destroyed) res.end(chunk('\nFACTS:\n- like #1 jazz') + DONE);
      return;
    }
    await new Promise((r) => setTimeout(r, FIRST_MS));
    for (let i = 0; i < TOKENS && !res.destroyed; i++) {
      res.write(chunk(`word${i} `));
      await new Promise((r) => setTimeout(r, GAP_MS));
    }
    if (!res.destroyed) res.end(chunk(null, 'stop') + DONE);
  });
  const s = await setup({ LLM_BASE_URL: fake.baseURL, LLM_MODEL: 'fake', LLM_CONCURRENCY: '1' });
  // Four chats taking turns: each has its own fold budget (2 model folds a minute), so more folds run.
  const chats = [];
  for (let i = 0; i < 4; i++) chats.push(await member(s, false));
  const chatServices = { llm: s.deps.llm, queue: s.deps.chatQueue };
  const afterFold: number[] = [];
  const others: number[] = [];
  for (let i = 0; i < 120; i++) {
    const m = chats[i % chats.length]!;
    // A person takes a moment to type: long enough for a fold to start, far shorter than one.
    await new Promise((r) => setTimeout(r, 150));
    const duringFold = foldRunning;
    const started = performance.now();
    let first = 0;
    await reply(s.deps, chatServices, {
      user: await userRow(s.deps, m.uid),
      sessionId: m.sessionId,
      content: i % 3 ? `I love thing${i}. Tell me more.` : 'hello',
      clientMsgId: randomUUID(),
      onToken: () => (first ||= performance.now() - started),
    });
    (duringFold ? afterFold : others).push(first);
  }
  await memoryIdle();
  await s.close();
  await fake.close();
  return { afterFold, others, folds };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)] ?? NaN;

for (const premium of [false, true]) {
  const r = await recall(premium);
  console.log(
    `recall ${premium ? 'Premium' : 'free'}: ${r.before.hits}/${r.before.n} = ${pct(r.before.rate)} of planted facts reach the prompt ` +
      `(memory part max ${r.before.maxTokens} / mean ${r.before.meanTokens} tokens, budget ${r.limits.promptTokens}, ` +
      `at most ${r.limits.promptFacts} of the ${r.stored} facts kept); by the facts section alone ${r.before.factHits}/${r.before.n}`,
  );
  console.log(
    `  with the user's edits: ${r.after.hits}/${r.after.n} = ${pct(r.after.rate)} (memory part max ${r.after.maxTokens} tokens); by the facts section alone ${r.after.factHits}/${r.after.n}`,
  );
  for (const miss of [...r.before.misses, ...r.after.misses]) console.log(`  ${miss}`);
}
const l = await lane();
const a = median(l.afterFold);
const o = median(l.others);
console.log(
  `lane (single-slot model, LLM_CONCURRENCY=1, ${l.folds} fold requests): first token median ${a.toFixed(1)} ms for ${l.afterFold.length} replies sent during a fold, ` +
    `${o.toFixed(1)} ms for the other ${l.others.length}: ${a / o >= 1 ? '+' : ''}${pct(a / o - 1)} ` +
    `(p90 ${p90(l.afterFold).toFixed(1)} vs ${p90(l.others).toFixed(1)} ms)`,
);
process.exit(0);
