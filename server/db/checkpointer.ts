import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** SQLite's own threshold, in WAL pages, used again should the checkpointer's thread stop. */
const AUTOCHECKPOINT_PAGES = 1000;

/**
 * SQLite copies the write-ahead log back into the database file (a checkpoint) inside whichever
 * commit crosses 1000 pages: one reply in a hundred waited 6–12 ms for it, and so did every other
 * request, the event loop being blocked. Here a worker thread with its own connection checkpoints
 * every `everyMs` instead, beside the server's thread, and the server's connection never does.
 * Each tick also has the log start over from its beginning (checkpoint-worker.mjs), which under
 * unbroken load it otherwise never did.
 * Should the thread fail, SQLite's own checkpoints come back. `stop` ends it (before the close).
 */
export function startCheckpointer(
  sqlite: SQLite.Database,
  file: string,
  opts: { everyMs: number; warn: (msg: string, error: string) => void },
) {
  sqlite.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(new URL('./checkpoint-worker.mjs', import.meta.url), { workerData: { file, everyMs: opts.everyMs } });
  worker.unref();
  let stopping = false;
  let fellBack = false;
  const exited = new Promise<void>((done) => worker.once('exit', () => done()));
  const fallBack = (error: string) => {
    if (stopping || fellBack) return;
    fellBack = true;
    opts.warn('sqlite checkpointer stopped; back to checkpoints in commits', error);
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  };
  worker.on('message', (m: { error?: string }) => m.error && opts.warn('sqlite checkpoint failed', m.error));
  worker.on('error', (e) => fallBack(String(e)));
  worker.on('exit', (code) => fallBack(`exit ${code}`));
  return {
    worker,
    /** Ends the thread (waits for it); a second call, or one after the thread died, just returns. */
    async stop() {
      if (!stopping) {
        stopping = true;
        // Held again while it stops: an unreferenced worker is no reason to wait, and a process with
        // nothing else to do (a script's last close) would end with the close never settled.
        worker.ref();
        worker.postMessage('stop');
      }
      await exited;
    },
  };
}
