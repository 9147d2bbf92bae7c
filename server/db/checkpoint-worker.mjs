// The SQLite checkpointer's thread (checkpointer.ts): its own connection to the database file
// copies what the WAL holds back into the file every `everyMs`, beside the server's connection.
// Plain JavaScript: a worker thread does not get the TypeScript loader of its parent.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const { file, everyMs } = workerData;
const db = new SQLite(file);
const timer = setInterval(() => {
  try {
    // PASSIVE never waits: what a reader still needs is copied on a later tick.
    db.pragma('wal_checkpoint(PASSIVE)');
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
