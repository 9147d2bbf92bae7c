import { safeStorage } from '../platform/storage.js';
import { startupParams } from '../app/startup-params.js';

/**
 * The A/B group of this device or account, as the server gave it (`/v1/fz/fb/log` answers it),
 * remembered on the device so the next start shows the same variant from its first frame. A
 * QA link's `testB` puts the tab in B. Experiments run only when the server lists them.
 */
export type AbGroup = 'A' | 'B';
const KEY = 'abGroup';

interface Assigned {
  ab: AbGroup;
  experiments: string[];
}

function readStored(): Assigned | undefined {
  try {
    const v = JSON.parse(safeStorage.get(KEY) ?? 'null') as Assigned | null;
    return v && (v.ab === 'A' || v.ab === 'B') && Array.isArray(v.experiments) ? v : undefined;
  } catch {
    return undefined;
  }
}

let assigned: Assigned | undefined = readStored();
const listeners = new Set<() => void>();

export function setAssignedGroup(next: Assigned) {
  assigned = { ab: next.ab, experiments: next.experiments.filter((x) => typeof x === 'string') };
  safeStorage.set(KEY, JSON.stringify(assigned));
  for (const l of listeners) l();
}

/** The group events carry: `testB` first, else the server's, else none yet. */
export const abGroup = (): AbGroup | undefined => (startupParams().testB ? 'B' : assigned?.ab);

/** The variant of an experiment this device sees: B only when the experiment runs and the group is B. */
export const variantOf = (experiment: string): AbGroup => (assigned?.experiments.includes(experiment) && abGroup() === 'B' ? 'B' : 'A');

export function onAbChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
