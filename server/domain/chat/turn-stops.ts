import type pg from 'pg';
import type { TurnStops } from '../../deps.js';
import type { Logger } from '../../log.js';
import type { PgListener } from './pg-listen.js';

/**
 * The bot's stop buttons: a turn being made registers under a key the button names (`<chat>:<draft>`),
 * and a stop aborts it. On SQLite one process makes every turn; on PostgreSQL the stop may reach
 * any process (webhooks), so one that is not making the turn tells the others (`NOTIFY chat_stop`).
 */
export class LocalStops implements TurnStops {
  private readonly running = new Map<string, AbortController>();

  watch(key: string) {
    const ctrl = new AbortController();
    this.running.set(key, ctrl);
    return {
      signal: ctrl.signal,
      done: () => {
        if (this.running.get(key) === ctrl) this.running.delete(key);
      },
    };
  }

  async stop(key: string) {
    this.stopHere(key);
  }

  /** Stops the turn if this process is making it; false when it is not. */
  protected stopHere(key: string): boolean {
    const ctrl = this.running.get(key);
    ctrl?.abort();
    return !!ctrl;
  }
}

const CHANNEL = 'chat_stop';

export class PgStops extends LocalStops {
  private listening: Promise<void> | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly listener: PgListener,
    private readonly log: Logger,
  ) {
    super();
    listener.on(CHANNEL, (key) => this.stopHere(key));
  }

  // Heard before the turn can be stopped: its watch starts listening (once per process).
  override watch(key: string) {
    this.listening ??= this.listener.listen(CHANNEL).catch((e: unknown) => {
      this.listening = null;
      this.log.warn('stop listener not started', { error: String(e) });
    });
    return super.watch(key);
  }

  override async stop(key: string) {
    if (this.stopHere(key)) return;
    await this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, key]);
  }
}
