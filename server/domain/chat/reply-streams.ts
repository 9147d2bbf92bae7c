/**
 * The events of replies in progress (`queue`, `token`, then one `done` or `error`), numbered from 1
 * so a client that lost its connection can ask for the rest (SSE `Last-Event-ID`). This process's
 * own streams live here; pg-streams.ts lets a follower connected to another process read them.
 */
import type { ReplyStreams, StreamEvent, StreamWriter } from '../../deps.js';

export type { StreamEvent };
/** One turn's stream: the user, the session and the client's message id. */
export const streamKey = (userId: string, sessionId: string, clientMsgId: string) => `${userId}:${sessionId}:${clientMsgId}`;

export const isLast = (e: StreamEvent) => e.event === 'done' || e.event === 'error';

/** How long a finished stream is kept for a client resuming just after its end. */
export const KEEP_MS = 30_000;

export class Stream {
  events: StreamEvent[] = [];
  finished = false;
  private wake = new Set<() => void>();
  constructor(readonly first: number) {}

  push(event: string, data: unknown): StreamEvent {
    // Serialised only when someone reads it (a stream, a follower): a JSON turn nobody follows never is.
    let text: string | undefined;
    const e: StreamEvent = {
      id: this.first + this.events.length + 1,
      event,
      get data() {
        return (text ??= JSON.stringify(data));
      },
    };
    this.events.push(e);
    for (const w of this.wake) w();
    return e;
  }

  finish() {
    this.finished = true;
    for (const w of this.wake) w();
  }

  /** Events after `after`, live, to the last one (or the end of the stream, or `signal`). */
  async *read(after: number, signal: AbortSignal): AsyncIterable<StreamEvent> {
    yield* this.live(Math.max(0, after - this.first), signal);
  }

  private async *live(from: number, signal: AbortSignal): AsyncIterable<StreamEvent> {
    let i = from;
    for (;;) {
      while (i < this.events.length) {
        const e = this.events[i++]!;
        yield e;
        if (isLast(e)) return;
      }
      if (this.finished || signal.aborted) return;
      await new Promise<void>((resolve) => {
        const done = () => {
          this.wake.delete(done);
          signal.removeEventListener('abort', done);
          resolve();
        };
        this.wake.add(done);
        signal.addEventListener('abort', done, { once: true });
      });
    }
  }
}

/** One process's streams: enough on SQLite, where one process serves everyone. */
export class LocalStreams implements ReplyStreams {
  protected streams = new Map<string, Stream>();

  running(key: string) {
    const s = this.streams.get(key);
    return !!s && !s.finished;
  }

  open(key: string, after = 0): StreamWriter {
    const s = new Stream(after);
    this.streams.set(key, s);
    this.opened(key, s);
    return {
      push: (event, data) => {
        const e = s.push(event, data);
        this.pushed(key, s, e);
        return e;
      },
      end: () => {
        s.finish();
        setTimeout(() => {
          if (this.streams.get(key) === s) this.streams.delete(key);
          this.dropped(key, s);
        }, KEEP_MS).unref();
      },
      discard: () => {
        s.finish();
        if (this.streams.get(key) === s) this.streams.delete(key);
      },
    };
  }

  async follow(key: string, after: number, signal: AbortSignal): Promise<AsyncIterable<StreamEvent> | null> {
    const s = this.streams.get(key);
    return s ? s.read(after, signal) : null;
  }

  /** Hooks for the PostgreSQL relay. */
  protected opened(_key: string, _s: Stream) {}
  protected pushed(_key: string, _s: Stream, _e: StreamEvent) {}
  protected dropped(_key: string, _s: Stream) {}
}
