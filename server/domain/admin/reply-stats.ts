/**
 * One `reply_stats` row per chat reply the model was asked for (migration 2026-12-10): the model,
 * the time to its first piece and in all, and whether the provider failed. The console charts
 * them by model and day (numbers.ts); no user id and no text are kept, only timings.
 */
import type { Deps } from '../../deps.js';
import type { ChatTurn, LlmProvider, ReplyOptions } from '../../providers/llm/types.js';
import { newId } from '../ids.js';

/**
 * The chat's model, timed: each streamed reply writes its row when it ends (finished, cut by the
 * content guard or stopped count as answered; a thrown provider error as a failure). Durations
 * are measured with the monotonic clock; the row's time is the deps clock, like every other row.
 */
export function timedLlm(deps: Deps, llm: LlmProvider): LlmProvider {
  return {
    name: llm.name,
    async *streamReply(messages: ChatTurn[], options: ReplyOptions) {
      const started = performance.now();
      let firstToken: number | null = null;
      let error = '';
      try {
        for await (const piece of llm.streamReply(messages, options)) {
          if (firstToken === null && piece) firstToken = Math.round(performance.now() - started);
          yield piece;
        }
      } catch (e) {
        error = (e instanceof Error ? e.message : String(e)).slice(0, 200) || 'failed';
        throw e;
      } finally {
        await deps.db
          .insertInto('reply_stats')
          .values({
            id: newId('rs'),
            model: options.model.slice(0, 100),
            first_token_ms: firstToken,
            total_ms: Math.round(performance.now() - started),
            ok: error ? 0 : 1,
            error,
            create_time: deps.clock(),
          })
          .execute()
          .catch((e: unknown) => deps.log.warn('reply stat not kept', { error: e instanceof Error ? e.message : String(e) }));
      }
    },
  };
}
