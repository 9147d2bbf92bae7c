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

/**
 * One event but a token. Its data is serialised only when someone reads it (a stream, a follower):
 * a JSON turn nobody follows never is. A class, not an object with a getter of its own: each such
 * closure (with its context) outlived the reply by KEEP_MS.
 */
class KeptEvent implements StreamEvent {
  private text: string | undefined;
  constructor(
    readonly id: number,
    readonly event: string,
    private raw: unknown,
  ) {}

  get data() {
    if (this.text === undefined) {
      this.text = JSON.stringify(this.raw);
      this.raw = undefined;
    }
    return this.text;
  }
}

/** A token: its piece of text alone, its data (`{"text":…}`) made when read. */
class TokenEvent implements StreamEvent {
  constructor(
    readonly id: number,
    readonly piece: string,
  ) {}

  get event() {
    return 'token';
  }

  get data() {
    return JSON.stringify({ text: this.piece });
  }
}

/** A finished stream's run of tokens as one string and where each piece ends: a few bytes a piece. */
interface PackedTokens {
  /** The index of the run's first event. */
  at: number;
  text: string;
  ends: Uint32Array;
}

export class Stream {
  /** The events, but for a finished stream's packed run of tokens. */
  private events: StreamEvent[] = [];
  private packed: PackedTokens | null = null;
  finished = false;
  private wake = new Set<() => void>();
  constructor(readonly first: number) {}

  push(event: string, data: unknown): StreamEvent {
    const id = this.first + this.length + 1;
    const text = event === 'token' ? (data as { text?: unknown }).text : undefined;
    const e = typeof text === 'string' ? new TokenEvent(id, text) : new KeptEvent(id, event, data);
    this.events.push(e);
    for (const w of this.wake) w();
    return e;
  }

  get length() {
    return this.events.length + (this.packed?.ends.length ?? 0);
  }

  /** The event at index `i` (id `first + i + 1`). */
  at(i: number): StreamEvent {
    const p = this.packed;
    if (!p || i < p.at) return this.events[i]!;
    const k = i - p.at;
    if (k >= p.ends.length) return this.events[i - p.ends.length]!;
    return new TokenEvent(this.first + i + 1, p.text.slice(k ? p.ends[k - 1] : 0, p.ends[k]));
  }

  /** The events from index `i` on. */
  from(i: number): StreamEvent[] {
    const out: StreamEvent[] = [];
    for (let j = i; j < this.length; j++) out.push(this.at(j));
    return out;
  }

  /**
   * A finished stream is kept a while for late followers: its run of tokens becomes one string
   * (a reply of a few hundred pieces kept an object and a string a piece), and its last event
   * (done: both messages and the balances) its JSON. Ids and what a follower reads are unchanged.
   */
  pack() {
    const a = this.events.findIndex((e) => e instanceof TokenEvent);
    let b = a;
    while (b >= 0 && b < this.events.length && this.events[b] instanceof TokenEvent) b++;
    if (!this.packed && b - a > 1) {
      const run = this.events.slice(a, b) as TokenEvent[];
      const ends = new Uint32Array(run.length);
      let end = 0;
      for (let k = 0; k < run.length; k++) {
        end += run[k]!.piece.length;
        ends[k] = end;
      }
      this.packed = { at: a, text: run.map((t) => t.piece).join(''), ends };
      this.events.splice(a, b - a);
    }
    void this.events.at(-1)?.data;
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
      while (i < this.length) {
        const e = this.at(i++);
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
  /** Finished streams in the order they finished, so in the order they expire: one timer sweeps them all. */
  private kept: Array<{ key: string; s: Stream; until: number }> = [];
  private sweeper: NodeJS.Timeout | null = null;

  constructor(private readonly keepMs = KEEP_MS) {}

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
        this.keep(key, s);
      },
      discard: () => {
        s.finish();
        if (this.streams.get(key) === s) this.streams.delete(key);
        this.discarded(key, s);
      },
    };
  }

  private keep(key: string, s: Stream) {
    s.pack();
    this.kept.push({ key, s, until: performance.now() + this.keepMs });
    this.sweeper ??= setInterval(() => this.sweep(), Math.min(1000, this.keepMs)).unref();
  }

  private sweep() {
    const now = performance.now();
    let n = 0;
    while (n < this.kept.length && this.kept[n]!.until <= now) {
      const { key, s } = this.kept[n++]!;
      if (this.streams.get(key) === s) this.streams.delete(key);
      this.dropped(key, s);
    }
    this.kept.splice(0, n);
    if (!this.kept.length && this.sweeper) {
      clearInterval(this.sweeper);
      this.sweeper = null;
    }
  }

  async follow(key: string, after: number, signal: AbortSignal): Promise<AsyncIterable<StreamEvent> | null> {
    const s = this.streams.get(key);
    return s ? s.read(after, signal) : null;
  }

  /** Hooks for the PostgreSQL relay. */
  protected opened(_key: string, _s: Stream) {}
  protected pushed(_key: string, _s: Stream, _e: StreamEvent) {}
  protected dropped(_key: string, _s: Stream) {}
  protected discarded(_key: string, _s: Stream) {}
}
