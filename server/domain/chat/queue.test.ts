import { describe, expect, it } from 'vitest';
import { ChatQueue } from './queue.js';

describe('chat queue', () => {
  it('runs at most N at once and serves Premium first, then arrival order', async () => {
    const q = new ChatQueue(1);
    const order: string[] = [];
    const first = await q.acquire(false);
    const positions: Record<string, number[]> = { a: [], b: [], p: [] };
    const a = q.acquire(false, { onPosition: (n) => positions.a!.push(n) }).then((r) => (order.push('a'), r));
    const b = q.acquire(false, { onPosition: (n) => positions.b!.push(n) }).then((r) => (order.push('b'), r));
    const p = q.acquire(true, { onPosition: (n) => positions.p!.push(n) }).then((r) => (order.push('p'), r));
    expect(q.length).toBe(3);
    expect(positions.p!.at(-1)).toBe(1);
    expect(positions.a!.at(-1)).toBe(2);
    first();
    (await p)();
    (await a)();
    (await b)();
    expect(order).toEqual(['p', 'a', 'b']);
    expect(q.running).toBe(0);
    // Each waiter is told a position only when it changes: a came in 1st, then p went ahead of it.
    expect(positions).toEqual({ a: [1, 2, 1], b: [2, 3, 2, 1], p: [1] });
  });

  it('drops a waiter whose client went away', async () => {
    const q = new ChatQueue(1);
    const hold = await q.acquire(false);
    const ac = new AbortController();
    const gone = q.acquire(false, { signal: ac.signal });
    ac.abort();
    await expect(gone).rejects.toBeDefined();
    expect(q.length).toBe(0);
    // One whose client had gone before it asked leaves at once too (it waited for a slot before).
    const left = new AbortController();
    left.abort();
    await expect(q.acquire(false, { signal: left.signal })).rejects.toBeDefined();
    expect(q.length).toBe(0);
    hold();
    expect(q.running).toBe(0);
  });

  it('gives background work a slot only while no reply waits, and stops it when one arrives', async () => {
    const q = new ChatQueue(1);
    const bg = await q.acquireBackground();
    expect(bg.preempted.aborted).toBe(false);
    const reply = q.acquire(false);
    expect(bg.preempted.aborted).toBe(true);
    const later = q.acquireBackground();
    let laterGranted = false;
    void later.then(() => (laterGranted = true));
    bg.release();
    const releaseReply = await reply;
    await Promise.resolve();
    expect(laterGranted).toBe(false);
    releaseReply();
    const slot = await later;
    expect(q.running).toBe(1);
    slot.release();
    expect(q.running).toBe(0);
  });

  it('never counts background work as a place in the reply line', async () => {
    const q = new ChatQueue(1);
    const hold = await q.acquire(false);
    const bg = q.acquireBackground();
    const positions: number[] = [];
    const reply = q.acquire(false, { onPosition: (n) => positions.push(n) });
    expect(positions).toEqual([1]);
    expect(q.length).toBe(1);
    hold();
    (await reply)();
    (await bg).release();
    expect(q.running).toBe(0);
  });
});
