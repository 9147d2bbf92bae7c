import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRAME_MS, FramedBody } from './framed-body.js';

/** A body and what its reader took at each answer of `next()`, the text being every chunk but "-" (no text). */
function setUp() {
  const body = new PassThrough();
  let got = '';
  const frames = new FramedBody(body, (text) => {
    if (text === '-') return false;
    got += text;
    return true;
  });
  const take = () => {
    const t = got;
    got = '';
    return t;
  };
  return { body, frames, take };
}

/** Whether `p` has settled, after the stream's events and microtasks have run. */
async function settled(p: Promise<unknown>) {
  let done = false;
  void p.then(
    () => (done = true),
    () => (done = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('FramedBody: a streamed reply read at most once a frame', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the first text at once, then what comes within a frame together when the frame has come', async () => {
    const { body, frames, take } = setUp();
    body.write('-');
    const first = frames.next();
    expect(await settled(first)).toBe(false);
    body.write('Hello');
    expect(await settled(first)).toBe(true);
    expect(await first).toBe(true);
    expect(take()).toBe('Hello');
    const second = frames.next();
    body.write(' there,');
    body.write(' handsome.');
    expect(await settled(second)).toBe(false);
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    expect(await second).toBe(true);
    expect(take()).toBe(' there, handsome.');
  });

  it('answers at the end at once, with what waits first, then false', async () => {
    const { body, frames, take } = setUp();
    body.write('a');
    expect(await frames.next()).toBe(true);
    take();
    body.write('b');
    body.end();
    const p = frames.next();
    expect(await settled(p)).toBe(true);
    expect(await p).toBe(true);
    expect(take()).toBe('b');
    expect(await frames.next()).toBe(false);
  });

  it('200 pieces 1 ms apart are answered about once a frame, none lost', async () => {
    const { body, frames, take } = setUp();
    let text = '';
    let read = '';
    let answers = 0;
    const reading = (async () => {
      while (await frames.next()) {
        answers++;
        read += take();
      }
    })();
    for (let i = 0; i < 200; i++) {
      body.write(` w${i}`);
      text += ` w${i}`;
      await vi.advanceTimersByTimeAsync(1);
    }
    body.end();
    await vi.advanceTimersByTimeAsync(0);
    await reading;
    expect(read).toBe(text);
    expect(answers).toBeGreaterThanOrEqual(Math.floor(200 / FRAME_MS));
    expect(answers).toBeLessThanOrEqual(Math.ceil(200 / FRAME_MS) + 1);
  });

  it('a broken body: what waited is taken first, then the error is thrown', async () => {
    const { body, frames, take } = setUp();
    body.write('a');
    expect(await frames.next()).toBe(true);
    take();
    body.write('b');
    body.destroy(new Error('socket hang up'));
    expect(await frames.next()).toBe(true);
    expect(take()).toBe('b');
    await expect(frames.next()).rejects.toThrow('socket hang up');
  });

  it('a chunk its reader cannot parse breaks the body with the reader’s error', async () => {
    const body = new PassThrough();
    const frames = new FramedBody(body, () => {
      throw new Error('malformed');
    });
    body.write('x');
    await expect(frames.next()).rejects.toThrow('malformed');
    expect(body.destroyed).toBe(true);
  });
});
