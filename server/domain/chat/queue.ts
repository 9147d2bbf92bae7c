import type { BackgroundSlot, ReplyQueue, ReplySlotOptions } from '../../deps.js';

interface Waiter {
  premium: boolean;
  grant: () => void;
  onPosition?: (position: number) => void;
  /** The position last told, so a waiter whose place did not change is not told it again. */
  told?: number;
}

/**
 * At most `concurrency` model requests run at once. Waiting replies are served Premium first, then
 * in arrival order; each waiter hears its 1-based place whenever the line moves. Background work
 * (memory) takes a slot only when no reply waits, and gives it back the moment one does.
 */
export class ChatQueue implements ReplyQueue {
  private active = 0;
  private waiting: Waiter[] = [];
  private background: Array<() => void> = [];
  /** Background holders, newest last: a reply that finds every slot busy stops the newest. */
  private holders: AbortController[] = [];

  constructor(private readonly concurrency: number) {}

  get running() {
    return this.active;
  }

  get length() {
    return this.waiting.length;
  }

  /** Resolves with a release function once a slot is free; rejects if `signal` aborts first. */
  acquire(premium: boolean, opts: ReplySlotOptions = {}): Promise<() => void> {
    if (this.active < this.concurrency && this.waiting.length === 0) {
      this.active++;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { premium, onPosition: opts.onPosition, grant: () => resolve(this.releaser()) };
      // Premium goes ahead of every free waiter, behind earlier Premium ones.
      const at = premium ? this.waiting.findIndex((w) => !w.premium) : -1;
      if (at === -1) this.waiting.push(waiter);
      else this.waiting.splice(at, 0, waiter);
      this.announce();
      // A reply never waits behind background work: the newest background holder is asked to stop.
      this.holders.at(-1 - (this.waiting.length - 1))?.abort(new Error('a reply is waiting'));
      const leave = () => {
        const i = this.waiting.indexOf(waiter);
        if (i === -1) return;
        this.waiting.splice(i, 1);
        this.announce();
        reject(opts.signal!.reason ?? new Error('aborted'));
      };
      // Aborted already (its client left before it got here): no abort event will come.
      if (opts.signal?.aborted) leave();
      else opts.signal?.addEventListener('abort', leave, { once: true });
    });
  }

  /**
   * A slot for background work, granted only while no reply waits. `preempted` aborts when a reply
   * arrives and finds every slot busy: the holder should stop and release as soon as it can.
   */
  acquireBackground(opts: { signal?: AbortSignal } = {}): Promise<BackgroundSlot> {
    const grant = (): BackgroundSlot => {
      const ctl = new AbortController();
      this.holders.push(ctl);
      const release = this.releaser(() => {
        const i = this.holders.indexOf(ctl);
        if (i !== -1) this.holders.splice(i, 1);
      });
      return { release, preempted: ctl.signal };
    };
    if (this.active < this.concurrency && this.waiting.length === 0) {
      this.active++;
      return Promise.resolve(grant());
    }
    return new Promise((resolve, reject) => {
      const entry = () => resolve(grant());
      this.background.push(entry);
      opts.signal?.addEventListener(
        'abort',
        () => {
          const i = this.background.indexOf(entry);
          if (i === -1) return;
          this.background.splice(i, 1);
          reject(opts.signal!.reason ?? new Error('aborted'));
        },
        { once: true },
      );
    });
  }

  private releaser(onRelease?: () => void) {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      onRelease?.();
      const next = this.waiting.shift();
      if (next) {
        next.grant();
        this.announce();
        return;
      }
      const bg = this.background.shift();
      if (bg) bg();
      else this.active--;
    };
  }

  private announce() {
    this.waiting.forEach((w, i) => {
      if (w.told === i + 1) return;
      w.told = i + 1;
      w.onPosition?.(i + 1);
    });
  }
}
