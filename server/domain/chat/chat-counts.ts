import type { Db } from '../../db/connect.js';
import type { ChatCounter } from '../../deps.js';
import type { Logger } from '../../log.js';

/**
 * How often each character is chatted with, counted in memory and added to `characters.chat_count`
 * a few seconds later in one transaction. Written by every turn, a popular
 * character's row would otherwise be a hot spot (on PostgreSQL, a row lock every chat waits on).
 * At most one interval of counts is lost if the process dies: it only orders the "hot" list.
 */
export class ChatCounts implements ChatCounter {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly everyMs = 5_000,
  ) {}

  add(characterId: string) {
    this.pending.set(characterId, (this.pending.get(characterId) ?? 0) + 1);
    this.timer ??= setTimeout(() => void this.flush(), this.everyMs).unref();
  }

  /** Write what has been counted; also called on shutdown. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = new Map();
    if (!batch.size) return this.flushing;
    // One transaction: one commit, and on PostgreSQL one catalogue NOTIFY (identical ones in a
    // transaction are delivered once) instead of one per character, each emptying every
    // process's catalogue cache.
    this.flushing = this.flushing.then(() =>
      this.db
        .transaction()
        .execute(async (trx) => {
          for (const [id, n] of batch)
            await trx
              .updateTable('characters')
              .set((eb) => ({ chat_count: eb('chat_count', '+', n) }))
              .where('id', '=', id)
              .execute();
        })
        .catch((e) => this.log.warn('chat counts not saved', { characters: batch.size, error: String(e) })),
    );
    return this.flushing;
  }
}
