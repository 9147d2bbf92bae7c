import type pg from 'pg';
import type { Logger } from '../../log.js';
import type { PgListener } from './pg-listen.js';
import { isLast, LocalStreams, type Stream, type StreamEvent } from './reply-streams.js';

/** How often a followed reply's new events are written out (one INSERT and one NOTIFY a batch). */
const BATCH_MS = 50;
/** How long a follower waits for the process making the reply to answer before deciding none is. */
const ACK_MS = 1500;
/** Before a stream's key in a `chat_stream` NOTIFY: it was discarded unended (keys begin with a user id). */
const GONE = 'gone ';

interface Relay {
  written: number;
  timer: NodeJS.Timeout | null;
  flushing: Promise<void> | null;
}

/**
 * Reply streams across processes on PostgreSQL. The process making a reply keeps its events in
 * memory and serves its own client from there; nothing is written unless a client connected to
 * another process asks to follow it (NOTIFY `chat_follow` with the stream's key). From then on the
 * events go to `chat_stream_events` in batches every 50 ms, each batch waking the followers
 * (NOTIFY `chat_stream`); they are deleted once the stream is dropped.
 */
export class PgStreams extends LocalStreams {
  private relays = new Map<Stream, Relay>();
  private wake = new Map<string, Set<(gone: boolean) => void>>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly listener: PgListener,
    private readonly log: Logger,
    private readonly now: () => number,
  ) {
    super();
    listener.on('chat_follow', (key) => {
      const s = this.streams.get(key);
      if (s) this.relay(key, s);
    });
    listener.on('chat_stream', (payload) => {
      const gone = payload.startsWith(GONE);
      for (const w of this.wake.get(gone ? payload.slice(GONE.length) : payload) ?? []) w(gone);
    });
    // Leftovers of processes that died mid-stream.
    void listener
      .ready()
      .then(() => this.pool.query('DELETE FROM chat_stream_events WHERE create_time < $1', [this.now() - 3_600_000]))
      .catch(() => undefined);
  }

  private relay(key: string, s: Stream) {
    let r = this.relays.get(s);
    if (!r) this.relays.set(s, (r = { written: 0, timer: null, flushing: null }));
    void this.flush(key, s, r);
  }

  protected override pushed(key: string, s: Stream, e: StreamEvent) {
    const r = this.relays.get(s);
    if (!r) return;
    if (isLast(e)) {
      void this.flush(key, s, r);
      return;
    }
    r.timer ??= setTimeout(() => void this.flush(key, s, r), BATCH_MS);
  }

  protected override dropped(key: string, s: Stream) {
    if (!this.relays.delete(s)) return;
    void this.pool.query('DELETE FROM chat_stream_events WHERE stream_key = $1', [key]).catch(() => undefined);
  }

  /**
   * A followed stream ended without done or error (its turn was cancelled as its client left, or
   * another copy answers it): its followers elsewhere answer the turn themselves, told now rather
   * than at their next quiet check, and its rows go (the key may be opened again).
   */
  protected override discarded(key: string, s: Stream) {
    const r = this.relays.get(s);
    if (!r) return;
    this.relays.delete(s);
    if (r.timer) clearTimeout(r.timer);
    r.timer = null;
    void (r.flushing ?? Promise.resolve())
      .then(() =>
        this.pool.query(`WITH d AS (DELETE FROM chat_stream_events WHERE stream_key = $1) SELECT pg_notify('chat_stream', $2)`, [
          key,
          GONE + key,
        ]),
      )
      .catch((e: unknown) => this.log.warn('reply stream relay failed', { error: String(e) }));
  }

  /** Write the events not yet written and wake the followers (also when there is none: the answer to a follow). */
  private flush(key: string, s: Stream, r: Relay): Promise<void> {
    if (r.timer) clearTimeout(r.timer);
    r.timer = null;
    if (r.flushing) {
      r.timer = setTimeout(() => void this.flush(key, s, r), BATCH_MS);
      return r.flushing;
    }
    const batch = s.from(r.written);
    const params: unknown[] = [key, this.now()];
    const values = batch.map((e) => {
      params.push(e.id, e.event, e.data);
      return `($1, $${params.length - 2}, $${params.length - 1}, $${params.length}, $2)`;
    });
    const text = batch.length
      ? `WITH w AS (INSERT INTO chat_stream_events (stream_key, seq, event, data, create_time) VALUES ${values.join(', ')} ON CONFLICT DO NOTHING)
         SELECT pg_notify('chat_stream', $1)`
      : `SELECT pg_notify('chat_stream', $1)`;
    r.flushing = this.pool
      .query(text, batch.length ? params : [key])
      .then(() => {
        r.written += batch.length;
      })
      .catch((e: unknown) => this.log.warn('reply stream relay failed', { error: String(e) }))
      .finally(() => {
        r.flushing = null;
      });
    return r.flushing;
  }

  override async follow(key: string, after: number, signal: AbortSignal): Promise<AsyncIterable<StreamEvent> | null> {
    const local = await super.follow(key, after, signal);
    if (local) return local;
    await this.listener.ready();
    let woken = false;
    let gone = false;
    let wakeUp: (() => void) | null = null;
    const onWake = (discarded: boolean) => {
      woken = true;
      gone ||= discarded;
      wakeUp?.();
    };
    let set = this.wake.get(key);
    if (!set) this.wake.set(key, (set = new Set()));
    set.add(onWake);
    const stop = () => {
      set.delete(onWake);
      if (set.size === 0) this.wake.delete(key);
    };
    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        if (woken) return resolve();
        const t = setTimeout(resolve, ms);
        wakeUp = () => {
          clearTimeout(t);
          resolve();
        };
        signal.addEventListener('abort', wakeUp, { once: true });
      }).finally(() => {
        if (wakeUp) signal.removeEventListener('abort', wakeUp);
        wakeUp = null;
      });
    try {
      await this.pool.query("SELECT pg_notify('chat_follow', $1)", [key]);
      await sleep(ACK_MS);
    } catch (e) {
      stop();
      throw e;
    }
    if (!woken || gone) {
      stop();
      return null;
    }
    const pool = this.pool;
    return (async function* read() {
      let last = after;
      let quiet = 0;
      try {
        while (!signal.aborted) {
          woken = false;
          const { rows } = await pool.query<{ seq: number; event: string; data: string }>(
            'SELECT seq, event, data FROM chat_stream_events WHERE stream_key = $1 AND seq > $2 ORDER BY seq',
            [key, last],
          );
          for (const row of rows) {
            last = row.seq;
            const e = { id: row.seq, event: row.event, data: row.data };
            yield e;
            if (isLast(e)) return;
          }
          if (gone) return;
          if (rows.length) quiet = 0;
          // Woken by the next batch; a second now and then in case a wake-up was missed.
          await sleep(1000);
          if (woken || ++quiet < 5) continue;
          // Five quiet seconds: is the process making it still there? Its relay answers a follow.
          quiet = 0;
          await pool.query("SELECT pg_notify('chat_follow', $1)", [key]);
          await sleep(ACK_MS);
          if (!woken) return;
        }
      } finally {
        stop();
      }
    })();
  }
}
