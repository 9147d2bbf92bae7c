/**
 * The content policy's figures: `node --import tsx scripts/moderation-report.ts`.
 * - chat: precision, recall and the share of allowed turns answered, per language, over the chat
 *   corpus (single messages and turns read with their conversation), and the offline layer's time
 *   per message (mean, p50, p95, max over repeated passes, after a warm-up pass);
 * - the same corpus through the word-list check the chat used before, for comparison;
 * - character texts (creation, card import, stories): the earlier corpus and its figures.
 */
import { allowedCorpus, corpus, refusedCorpus } from '../server/domain/moderation/corpus.js';
import { evaluate, formatEvaluation } from '../server/domain/moderation/evaluate.js';
import { assessText, findViolation } from '../server/domain/moderation/index.js';
import { chatCorpus } from '../server/domain/moderation/chat-corpus.js';
import { classifyChat, offlineRefuses, sceneOf } from '../server/domain/moderation/chat-policy.js';
import { formatChatScores, scoreChat } from '../server/domain/moderation/chat-evaluate.js';
import { ReplyGuard } from '../server/domain/moderation/chat-guard.js';

const passes = Number(process.argv[2] ?? 20);

console.log(
  `chat corpus: ${chatCorpus.filter((c) => !c.refuse).length} allowed, ${chatCorpus.filter((c) => c.refuse).length} refused, ` +
    `${chatCorpus.filter((c) => c.context).length} read with their conversation, ${new Set(chatCorpus.map((c) => c.lang)).size} languages`,
);
console.log(formatChatScores(scoreChat(chatCorpus, (c) => offlineRefuses(classifyChat(c.text, c.context)))));
const uncertain = chatCorpus.filter((c) => classifyChat(c.text, c.context).action === 'uncertain');
console.log(
  `uncertain, asked of the moderation model when one is configured: ${uncertain.length} of ${chatCorpus.length} turns ` +
    `(${((uncertain.length / chatCorpus.length) * 100).toFixed(1)}%; ${uncertain.filter((c) => c.refuse).length} of them labelled refused)`,
);

// Time per message: the turn with its conversation, as the chat checks it.
const times: number[] = [];
for (let pass = 0; pass <= passes; pass++) {
  for (const c of chatCorpus) {
    const t0 = performance.now();
    classifyChat(c.text, c.context);
    const ms = performance.now() - t0;
    if (pass > 0) times.push(ms);
  }
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
const mean = times.reduce((s, x) => s + x, 0) / times.length;
console.log(
  `\noffline layer, per message (${times.length} checks): mean ${mean.toFixed(3)} ms, p50 ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms, max ${at(1).toFixed(3)} ms`,
);
// The slowest message on its best run: a busy machine's pauses (other processes, GC) left out.
const slowest = chatCorpus
  .map((c) => {
    let best = Infinity;
    for (let i = 0; i < 10; i++) {
      const t0 = performance.now();
      classifyChat(c.text, c.context);
      best = Math.min(best, performance.now() - t0);
    }
    return { best, c };
  })
  .sort((a, b) => b.best - a.best)[0]!;
console.log(`slowest message, best of 10 runs: ${slowest.best.toFixed(3)} ms [${slowest.c.lang}] ${slowest.c.text}`);

// The reply guard on a 600-character reply streamed in 4-character pieces, half of it sexual.
const reply = '*leans closer and whispers* I missed you all day. Take off your clothes slowly, I want to feel you against me tonight. '
  .repeat(5)
  .slice(0, 600);
const pieces = reply.match(/.{1,4}/gsu)!;
const g0 = performance.now();
const runs = 200;
for (let i = 0; i < runs; i++) {
  const guard = new ReplyGuard(['Come to bed.']);
  for (const p of pieces) guard.push(p);
  guard.finish();
}
console.log(`reply guard: ${((performance.now() - g0) / runs).toFixed(3)} ms for a 600-character reply in ${pieces.length} pieces`);
const s0 = performance.now();
for (let i = 0; i < runs; i++) sceneOf(chatCorpus.slice(0, 12).map((c) => c.text));
console.log(`conversation scene of 12 turns: ${((performance.now() - s0) / runs).toFixed(3)} ms`);

const before = scoreChat(chatCorpus, (c) => findViolation(c.text, new Set(['minor', 'illegal', 'terrorism'] as const)) !== null);
console.log(
  `\nthe previous word-list check on the same corpus: precision ${(before.total.precision * 100).toFixed(1)}%, recall ${(before.total.recall * 100).toFixed(1)}%, answered ${(before.total.answered * 100).toFixed(1)}%`,
);

console.log(`\n${formatEvaluation(evaluate(corpus, assessText), { allowed: allowedCorpus.length, refused: refusedCorpus.length })}`);
