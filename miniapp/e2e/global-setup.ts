import { ensureBuilt } from './build.js';

/**
 * The browser project's journeys run two at a time, and each file asks for an up-to-date dist/:
 * two stale files at once both ran `vite build` into the same folder, and one server copied it
 * half-written. Built here once, before any worker starts, each file's own check finds it fresh.
 */
export default function setup() {
  ensureBuilt();
}
