import { safeStorage } from '../platform/storage.js';

const UUID_KEY = 'uuid';

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** One id per browser, kept in localStorage: the `uuid` of every envelope. */
export function deviceUuid(): string {
  let id = safeStorage.get(UUID_KEY);
  if (!id) {
    id = randomUuid();
    safeStorage.set(UUID_KEY, id);
  }
  return id;
}

const BATCH_KEY = 'batchId';

/**
 * One id per tab (session storage): the batch the tab's online-time records belong to, so a
 * record sent again after a failed upload is recognised as the same batch.
 */
export function batchId(): string {
  try {
    let id = window.sessionStorage.getItem(BATCH_KEY);
    if (!id) {
      id = randomUuid();
      window.sessionStorage.setItem(BATCH_KEY, id);
    }
    return id;
  } catch {
    return (fallbackBatch ??= randomUuid());
  }
}
let fallbackBatch: string | undefined;
