import type { Db } from '../../db/connect.js';
import type { ChatCounter } from '../../deps.js';
import type { Logger } from '../../log.js';

/**
 * How often each character is chatted with, counted in memory and added to `characters.chat_count`
 * a few seconds later in one statement per character. Written by every turn, a popular
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
    this.flushing = this.flushing.then(async () => {
      for (const [id, n] of batch) {
        await this.db
          .updateTable('characters')
          .set((eb) => ({ chat_count: eb('chat_count', '+', n) }))
          .where('id', '=', id)
          .execute()
          .catch((e) => this.log.warn('chat count not saved', { characterId: id, error: String(e) }));
      }
    });
    return this.flushing;
  }
}
