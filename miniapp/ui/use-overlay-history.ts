import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Overlays (sheets, a photo full screen) each own one history entry while open, so the browser's,
 * Android's or Telegram's Back closes the top one instead of leaving the page.
 *
 * One listener for all of them keeps nesting right: Back closes only the overlays above the
 * entry it lands on; closing by hand takes back the overlay's own entry when it is the newest
 * (after a navigation it is buried and stays); an overlay opened while such a step back is on
 * its way pushes its entry only once the step has landed, so the step can never close it.
 */

interface Entry {
  marker: string;
  /** The marker of the entry it was pushed on (none: a page). */
  pushedOn: string | undefined;
  close: () => void;
  /** Closed by hand while an overlay above it was open: its entry is skipped on the way back. */
  stale: boolean;
}

/** Open overlays in the order their entries were pushed (oldest first). */
const stack: Entry[] = [];
/** Steps back we asked for whose popstate has not arrived yet. */
let stepsBack = 0;
/** Overlays waiting for those steps to land before pushing their entry. */
let waiting: Entry[] = [];
let listening = false;

const markerOf = (state: unknown) => (state as { popup?: string } | null)?.popup;

function push(entry: Entry) {
  entry.pushedOn = markerOf(window.history.state);
  window.history.pushState({ ...(window.history.state as object | null), popup: entry.marker }, '');
  stack.push(entry);
}

function goBack(steps: number) {
  stepsBack += 1;
  window.history.go(-steps);
}

function onPopState() {
  if (stepsBack > 0) stepsBack -= 1;
  const at = stack.findIndex((e) => e.marker === markerOf(window.history.state));
  // Everything above the entry Back landed on closes, newest first.
  for (const e of stack.splice(at + 1).reverse()) if (!e.stale) e.close();
  // Landed on an overlay closed earlier by hand: its entry goes too.
  if (at >= 0 && stack[at]!.stale) {
    stack.splice(at);
    goBack(1);
    return;
  }
  if (stepsBack === 0) {
    const ready = waiting;
    waiting = [];
    ready.forEach(push);
  }
}

/** Open an overlay's history entry; Back calls `close`. Returns how to close it by hand. */
export function openOverlayEntry(close: () => void): () => void {
  const entry: Entry = { marker: `popup-${Math.random().toString(36).slice(2)}`, pushedOn: undefined, close, stale: false };
  if (!listening) {
    window.addEventListener('popstate', onPopState);
    listening = true;
  }
  if (stepsBack > 0) waiting.push(entry);
  else push(entry);
  return () => closeByHand(entry);
}

function closeByHand(entry: Entry) {
  const queued = waiting.indexOf(entry);
  if (queued >= 0) {
    waiting.splice(queued, 1);
    return;
  }
  const at = stack.indexOf(entry);
  if (at < 0) return; // Already closed by Back.
  if (at < stack.length - 1 || markerOf(window.history.state) !== entry.marker) {
    // An overlay above it, or a page navigated to on top: its entry stays, skipped later.
    if (at < stack.length - 1) entry.stale = true;
    else stack.splice(at, 1);
    return;
  }
  // The newest entry is ours: step back over it and over stale entries right below it in history.
  let below = at;
  while (below > 0 && stack[below - 1]!.stale && stack[below]!.pushedOn === stack[below - 1]!.marker) below -= 1;
  stack.splice(below);
  goBack(at - below + 1);
}

/**
 * While `open`, the overlay owns a history entry: Back calls `onClose`; closing it otherwise
 * (a button, Escape, unmounting) removes the entry it pushed.
 */
export function useOverlayHistory(isOpen: boolean, onClose: () => void) {
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!isOpen) return;
    return openOverlayEntry(() => onCloseRef.current());
  }, [isOpen]);
}
