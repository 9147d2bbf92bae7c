// The SQLite checkpointer's thread (checkpointer.ts): its own connection to the database file
// copies what the WAL holds back into the file every `everyMs`, beside the server's connection.
// Plain JavaScript: a worker thread does not get the TypeScript loader of its parent.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const { file, everyMs } = workerData;
const db = new SQLite(file);
// How long RESTART below may wait for the server's commit in progress; it tries again next tick.
db.pragma('busy_timeout = 100');
const timer = setInterval(() => {
  try {
    // PASSIVE never waits: what a reader still needs is copied on a later tick.
    db.pragma('wal_checkpoint(PASSIVE)');
    // Under unbroken commits PASSIVE never catches up with the newest one, and the log starts
    // over from its beginning only once it has: it grew by every commit (700 MB in a minute of
    // full load). RESTART holds the commits back while it copies the few written meanwhile, so
    // the next commit starts the log over.
    db.pragma('wal_checkpoint(RESTART)');
  } catch (e) {
    parentPort.postMessage({ error: String(e) });
  }
}, everyMs);
parentPort.on('message', (m) => {
  if (m !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
