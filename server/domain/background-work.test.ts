import { describe, expect, it } from 'vitest';
import { backgroundWork, ownerClosed } from './background-work.js';

/** A promise and the function that settles it. */
function pending() {
  let settle!: () => void;
  const work = new Promise<void>((resolve) => (settle = resolve));
  return { work, settle };
}

/** Whether `p` has settled after the microtasks queued so far ran. */
async function settled(p: Promise<unknown>) {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
}

describe('background work', () => {
  it('is waited for until it ends, work started meanwhile included', async () => {
    const work = backgroundWork();
    const owner = {};
    const first = pending();
    const second = pending();
    work.track(owner, first.work);
    const idle = work.idle();
    expect(await settled(idle)).toBe(false);
    work.track(owner, second.work);
    first.settle();
    expect(await settled(idle)).toBe(false);
    second.settle();
    expect(await settled(idle)).toBe(true);
  });

  it('of an owner that closed is not waited for, nor is a request’s made from it; another owner’s still is', async () => {
    const work = backgroundWork();
    const [app, other] = [{}, {}];
    // A request's deps is made from the app's with Object.create (server/http/request-id.ts).
    const request = Object.create(app) as object;
    const stuck = pending();
    const running = pending();
    work.track(request, stuck.work);
    work.track(other, running.work);
    ownerClosed(app);
    const idle = work.idle();
    expect(await settled(idle)).toBe(false);
    running.settle();
    expect(await settled(idle)).toBe(true);
  });
});
