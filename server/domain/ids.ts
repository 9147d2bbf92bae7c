import { randomBytes, createHash } from 'node:crypto';

// Random bytes drawn 4 KB at a time: one system call per ~400 ids instead of one each (every chat
// turn makes several ids).
let pool = Buffer.alloc(0);
let at = 0;
function random(n: number): Buffer {
  if (at + n > pool.length) {
    pool = randomBytes(4096);
    at = 0;
  }
  return pool.subarray(at, (at += n));
}

/** Random ids: a short prefix says what the id names, 80 random bits make it unguessable. */
export const newId = (prefix: string) => `${prefix}_${random(10).toString('hex')}`;

/**
 * The same, led by the time in ms: for rows written by the thousand (messages, reply timings).
 * Their primary-key index then grows at its end, so a commit writes its last page once instead of
 * one page at a random place of the index per row (SQLite: most of a commit's cost under load).
 */
export const newTimeId = (prefix: string) => `${prefix}_${Date.now().toString(16).padStart(12, '0')}${random(10).toString('hex')}`;

export const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');

/** Opaque bearer token; only its hash is stored. */
export const newSecret = () => randomBytes(32).toString('base64url');
