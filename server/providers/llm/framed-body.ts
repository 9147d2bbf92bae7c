import type { Readable } from 'node:stream';

/**
 * How often at most a reply's text is handed on once it has begun: a frame at 30 a second. A
 * model streams a few hundred pieces 1–50 ms apart, and each piece handed on took every layer
 * above the provider one step (an iterator's promises, the content check, an event to the app):
 * most of the server's work a reply. A screen shows no more than its frames; the first text goes
 * at once and the end as soon as it comes, so neither the first token nor `done` waits.
 */
export const FRAME_MS = 33;

/**
 * A streamed response body, read as it comes in: each chunk decoded and given to `read`, which
 * parses it and answers whether it brought text to hand on. Its reader waits with `next()`, which
 * answers `true` when text waits and its frame has come (at once for the first, then `everyMs`
 * after the last), `false` at the body's end once nothing waits, and throws what broke it (after
 * what waited was taken). Reading with events instead of the body's async iterator: that cost
 * each chunk a resumption and its promises.
 */
export class FramedBody {
  private waiting = false;
  private ended = false;
  private failure: { error: unknown } | null = null;
  private last = -Infinity;
  private timer: NodeJS.Timeout | null = null;
  private wake: ((text: boolean) => void) | null = null;
  private fail: ((error: unknown) => void) | null = null;

  constructor(
    body: Readable,
    read: (text: string) => boolean,
    private readonly everyMs = FRAME_MS,
  ) {
    const decoder = new TextDecoder();
    body.on('data', (bytes: Buffer) => {
      try {
        if (read(decoder.decode(bytes, { stream: true }))) this.waiting = true;
      } catch (e) {
        this.failed(e);
        body.destroy();
        return;
      }
      this.poke();
    });
    body.once('end', () => {
      this.ended = true;
      this.poke();
    });
    body.once('error', (e) => this.failed(e));
    body.once('close', () => {
      if (!this.ended) this.failed(new Error('the response closed before its end'));
    });
  }

  next(): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.wake = resolve;
      this.fail = reject;
      this.poke();
    });
  }

  /** Stop the frame's timer: the reader has gone. */
  close() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.wake = this.fail = null;
  }

  private failed(error: unknown) {
    this.failure ??= { error };
    this.poke();
  }

  /**
   * Answer the waiting reader if its moment has come, else wake it when its frame does
   * (`frameCame`: the frame's timer, which may fire a fraction of a millisecond early).
   */
  private poke(frameCame = false) {
    const wake = this.wake;
    if (!wake) return;
    const now = performance.now();
    if (this.waiting && (frameCame || this.ended || this.failure || now - this.last >= this.everyMs)) {
      this.close();
      this.waiting = false;
      this.last = now;
      wake(true);
    } else if (this.failure) {
      const fail = this.fail!;
      this.close();
      fail(this.failure.error);
    } else if (this.ended) {
      this.close();
      wake(false);
    } else if (this.waiting && !this.timer) {
      this.timer = setTimeout(
        () => {
          this.timer = null;
          this.poke(true);
        },
        this.last + this.everyMs - now,
      );
    }
  }
}
