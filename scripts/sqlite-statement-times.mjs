/**
 * Preloaded into a server process to see where its SQLite time goes, statement by statement:
 *   SQL_TIMES=/tmp/sql BENCH_NODE_B="--import $PWD/scripts/sqlite-statement-times.mjs" \
 *     node --import tsx scripts/bench-chat-ab.ts <treeA> <treeB> 2 2 50
 * B's server runs in its tree's folder, hence the absolute path; the timing slows it, so read the
 * table, not B's CPU figure. Every 3 s each thread writes `<SQL_TIMES>/<pid>-<thread>.txt`: a line
 * of totals, then a line a SQL text, most time first: µs in all, runs, µs a run, the text. Divide
 * by B's replies "with the warm-up" (the bench prints them) for a reply's share. Plain
 * JavaScript: the server it measures runs compiled, without a TypeScript loader.
 */
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';

const dir = process.env.SQL_TIMES;
if (dir) {
  mkdirSync(dir, { recursive: true });
  const Database = createRequire(import.meta.url)('better-sqlite3');
  const probe = new Database(':memory:');
  const proto = Object.getPrototypeOf(probe.prepare('select 1'));
  probe.close();
  /** @type {Map<string, { runs: number; us: number }>} */
  const bySql = new Map();
  for (const method of ['all', 'get', 'run', 'iterate']) {
    const original = proto[method];
    proto[method] = function (...args) {
      const t0 = process.hrtime.bigint();
      try {
        return original.apply(this, args);
      } finally {
        const us = Number(process.hrtime.bigint() - t0) / 1e3;
        const sql = this.source.replace(/\s+/g, ' ').slice(0, 240);
        const s = bySql.get(sql) ?? { runs: 0, us: 0 };
        s.runs++;
        s.us += us;
        bySql.set(sql, s);
      }
    };
  }
  const file = join(dir, `${process.pid}-${threadId}.txt`);
  setInterval(() => {
    const rows = [...bySql].sort((a, b) => b[1].us - a[1].us);
    const us = rows.reduce((n, [, s]) => n + s.us, 0);
    const runs = rows.reduce((n, [, s]) => n + s.runs, 0);
    const lines = rows.map(
      ([sql, s]) => `${s.us.toFixed(0).padStart(10)} ${String(s.runs).padStart(8)} ${(s.us / s.runs).toFixed(1).padStart(7)}  ${sql}`,
    );
    writeFileSync(file, [`total ${us.toFixed(0)} µs, ${runs} statements`, ...lines].join('\n') + '\n');
  }, 3000).unref();
}
