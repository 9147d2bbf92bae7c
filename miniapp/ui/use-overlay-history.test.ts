import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A browser history as the overlays see it: pushState adds an entry, go() moves later and then
 * fires popstate (asynchronously, as browsers do).
 */
function fakeHistory() {
  const entries: unknown[] = [null];
  let index = 0;
  const listeners = new Set<() => void>();
  const history = {
    get state() {
      return entries[index];
    },
    pushState(state: unknown) {
      entries.splice(index + 1, Infinity, state);
      index += 1;
    },
    go(delta: number) {
      setTimeout(() => {
        index = Math.max(0, Math.min(entries.length - 1, index + delta));
        for (const l of listeners) l();
      }, 0);
    },
    back() {
      history.go(-1);
    },
  };
  const win = {
    history,
    addEventListener: (type: string, l: () => void) => type === 'popstate' && listeners.add(l),
    removeEventListener: (type: string, l: () => void) => type === 'popstate' && listeners.delete(l),
  };
  // Timer turns one after another: a step back taken during a popstate lands before the wait ends.
  const settle = async () => {
    for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0));
  };
  return { win, at: () => index, depth: () => entries.length, settle };
}

let h: ReturnType<typeof fakeHistory>;
let openOverlayEntry: (close: () => void) => () => void;

beforeEach(async () => {
  h = fakeHistory();
  (globalThis as { window?: unknown }).window = h.win;
  // A fresh module each test: its stack of open overlays starts empty.
  vi.resetModules();
  ({ openOverlayEntry } = await import('./use-overlay-history.js'));
});

/** An overlay as a component would hold it: open until Back or the user closes it. */
function overlay() {
  const o = { open: true, closedByBack: 0, closeByHand: () => {} };
  const close = openOverlayEntry(() => {
    o.open = false;
    o.closedByBack += 1;
  });
  o.closeByHand = () => {
    o.open = false;
    close();
  };
  return o;
}

describe('overlay history', () => {
  it('Back closes an open overlay once, and the page stays', async () => {
    const a = overlay();
    expect(h.at()).toBe(1);
    h.win.history.back();
    await h.settle();
    expect(a).toMatchObject({ open: false, closedByBack: 1 });
    expect(h.at()).toBe(0);
  });

  it('closing by hand takes its entry back without calling close again', async () => {
    const a = overlay();
    a.closeByHand();
    await h.settle();
    expect(h.at()).toBe(0);
    expect(a.closedByBack).toBe(0);
  });

  it('nested: Back closes only the top overlay, a second Back the one below', async () => {
    const a = overlay();
    const b = overlay();
    expect(h.at()).toBe(2);
    h.win.history.back();
    await h.settle();
    expect(b.open).toBe(false);
    expect(a.open).toBe(true);
    h.win.history.back();
    await h.settle();
    expect(a.open).toBe(false);
    expect(h.at()).toBe(0);
  });

  it('nested: closing the top one by hand leaves the one below open, on its own entry', async () => {
    const a = overlay();
    const b = overlay();
    b.closeByHand();
    await h.settle();
    expect(h.at()).toBe(1);
    expect(a.open).toBe(true);
    h.win.history.back();
    await h.settle();
    expect(a).toMatchObject({ open: false, closedByBack: 1 });
  });

  it('a sheet closed by hand and another opened at once: the step back never closes the new one', async () => {
    const a = overlay();
    a.closeByHand();
    const b = overlay();
    await h.settle();
    expect(b.open).toBe(true);
    expect(h.at()).toBe(1);
    h.win.history.back();
    await h.settle();
    expect(b).toMatchObject({ open: false, closedByBack: 1 });
    expect(h.at()).toBe(0);
  });

  it('the one below closed by hand first: closing the top one steps back over both entries', async () => {
    const a = overlay();
    const b = overlay();
    a.closeByHand();
    await h.settle();
    expect(h.at()).toBe(2);
    b.closeByHand();
    await h.settle();
    expect(h.at()).toBe(0);
    expect(a.closedByBack + b.closedByBack).toBe(0);
  });

  it('the one below closed by hand first: Back closes the top one and skips the stale entry', async () => {
    const a = overlay();
    const b = overlay();
    a.closeByHand();
    h.win.history.back();
    await h.settle();
    expect(b.open).toBe(false);
    expect(h.at()).toBe(0);
  });

  it('after a navigation on top, closing by hand leaves history alone', async () => {
    const a = overlay();
    h.win.history.pushState({ page: 'coins' });
    a.closeByHand();
    await h.settle();
    expect(h.at()).toBe(2);
    expect(h.depth()).toBe(3);
  });
});
