import type { Deps } from '../../deps.js';
import type { LlmProvider, ChatTurn } from '../../providers/llm/types.js';
import { summarizeMemory } from '../../providers/llm/offline-engine.js';
import { languageName } from '../../providers/llm/prompt.js';
import { energy as E } from '../../../shared/constants.js';
import { keepAllowedFacts } from '../moderation/chat-guard.js';

const running = new Set<string>();
/** Replies since the last memory pass, per session: folding a few turns at a time is plenty. */
const sinceLast = new Map<string, number>();
const EVERY = 4;
const pending = new Map<string, Promise<void>>();

/** For tests and shutdown: wait until background memory updates have finished. */
export const memoryIdle = () => Promise.all(pending.values()).then(() => undefined);

/**
 * Turns that slid out of the prompt window are folded into the session's running summary, in the
 * background after a reply, one update per session at a time.
 */
export function scheduleMemoryUpdate(deps: Deps, llm: LlmProvider, model: string, sessionId: string, premium: boolean, lang: string) {
  if (running.has(sessionId)) return;
  const n = (sinceLast.get(sessionId) ?? EVERY - 1) + 1;
  if (n < EVERY) {
    sinceLast.set(sessionId, n);
    return;
  }
  if (sinceLast.size > 100_000) sinceLast.clear();
  sinceLast.set(sessionId, 0);
  running.add(sessionId);
  const job = updateMemory(deps, llm, model, sessionId, premium ? E.memoryTurnsPremium : E.memoryTurnsFree, lang)
    .catch((e) => deps.log.warn('memory update failed', { sessionId, error: String(e) }))
    .finally(() => {
      running.delete(sessionId);
      pending.delete(sessionId);
    });
  pending.set(sessionId, job);
}

export async function updateMemory(deps: Deps, llm: LlmProvider, model: string, sessionId: string, windowTurns: number, lang: string) {
  const { db } = deps;
  const session = await db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
  if (!session) return;
  const rows = await db
    .selectFrom('messages')
    .select(['role', 'content', 'create_time'])
    .where('session_id', '=', sessionId)
    .where('create_time', '>', session.memory_upto)
    .where('kind', '=', 'text')
    .where('status', '=', 'done')
    .orderBy('create_time')
    .execute();
  const older = rows.slice(0, Math.max(0, rows.length - windowTurns));
  if (older.length === 0) return;
  const turns: ChatTurn[] = older.map((m) => ({ role: m.role === 'user' ? 'user' : 'assistant', content: m.content }));
  // Remembered facts return in every later prompt: none may carry what the content policy refuses.
  const summary = keepAllowedFacts(await summarize(llm, model, session.memory, turns, lang));
  await db
    .updateTable('sessions')
    .set({ memory: summary, memory_upto: older.at(-1)!.create_time })
    .where('id', '=', sessionId)
    .where('memory_upto', '=', session.memory_upto)
    .execute();
}

/** A real model writes the summary; the offline engine (or a failing model) extracts facts. */
async function summarize(llm: LlmProvider, model: string, previous: string, turns: ChatTurn[], lang: string): Promise<string> {
  if (llm.name.startsWith('offline')) return summarizeMemory(previous, turns, lang);
  try {
    const transcript = turns.map((t) => `${t.role === 'user' ? 'User' : 'Character'}: ${t.content}`).join('\n');
    let text = '';
    const messages: ChatTurn[] = [
      {
        role: 'system',
        content: `You keep a companion's memory of a user. Merge the earlier memory with the new conversation into at most 12 short bullet lines ("- ...") of lasting facts about the user (name, job, likes, plans, feelings, shared moments). Write in ${languageName(lang)}. No preamble.`,
      },
      { role: 'user', content: `Earlier memory:\n${previous || '(none)'}\n\nNew conversation:\n${transcript}` },
    ];
    // The provider's limits (first token, idle between tokens, whole reply, size) end a stuck fold.
    for await (const piece of llm.streamReply(messages, { model, maxTokens: 400 })) text += piece;
    return text.trim().slice(0, 2000) || summarizeMemory(previous, turns, lang);
  } catch {
    return summarizeMemory(previous, turns, lang);
  }
}
