import type { ReplyQueue } from '../../deps.js';

interface Waiter {
  premium: boolean;
  seq: number;
  grant: () => void;
  onPosition?: (position: number) => void;
}

/**
 * At most `concurrency` replies are generated at once. Waiting requests are served Premium first,
 * then in arrival order; each waiter hears its 1-based place whenever the line moves.
 */
export class ChatQueue implements ReplyQueue {
  private active = 0;
  private seq = 0;
  private waiting: Waiter[] = [];

  constructor(private readonly concurrency: number) {}

  get running() {
    return this.active;
  }

  get length() {
    return this.waiting.length;
  }

  /** Resolves with a release function once a slot is free; rejects if `signal` aborts first. */
  acquire(premium: boolean, opts: { signal?: AbortSignal; onPosition?: (position: number) => void } = {}): Promise<() => void> {
    if (this.active < this.concurrency && this.waiting.length === 0) {
      this.active++;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        premium,
        seq: this.seq++,
        onPosition: opts.onPosition,
        grant: () => resolve(this.releaser()),
      };
      // Premium goes ahead of every free waiter, behind earlier Premium ones.
      const at = premium ? this.waiting.findIndex((w) => !w.premium) : -1;
      if (at === -1) this.waiting.push(waiter);
      else this.waiting.splice(at, 0, waiter);
      this.announce();
      opts.signal?.addEventListener(
        'abort',
        () => {
          const i = this.waiting.indexOf(waiter);
          if (i === -1) return;
          this.waiting.splice(i, 1);
          this.announce();
          reject(opts.signal!.reason ?? new Error('aborted'));
        },
        { once: true },
      );
    });
  }

  private releaser() {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.waiting.shift();
      if (next) {
        next.grant();
        this.announce();
      } else {
        this.active--;
      }
    };
  }

  private announce() {
    this.waiting.forEach((w, i) => w.onPosition?.(i + 1));
  }
}
