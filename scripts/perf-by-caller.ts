/**
 * Where a loaded server's CPU goes, from Linux perf samples (on-CPU time only, native frames
 * included: SQLite, the kernel, the collector), with JavaScript frames named:
 *   BENCH_NODE_B="--perf-basic-prof --interpreted-frames-native-stack" \
 *     node --import tsx scripts/bench-chat-ab.ts <treeA> <treeB> 6 2 50 &
 *   perf record -F 1999 -g -p <B's pid> -o /tmp/perf.data -- sleep 14    # once B is warm
 *   perf script -i /tmp/perf.data > /tmp/perf.txt
 *   node --import tsx scripts/perf-by-caller.ts /tmp/perf.txt [--top=60]
 * Prints each function's inclusive share of the samples (a frame counted once a sample; an await
 * starts a new stack, so a handler's share is of its synchronous parts), then the share of the
 * samples inside SQLite's statements by the first caller above the database layer
 * (`processImmediate`: the shared commit, db/group-commit.ts, running its transactions). What
 * scripts/sqlite-statement-times.mjs does not show: what inside SQLite (a statement prepared again,
 * the commit's writes of the log) and what outside it (the collector, HTTP) costs.
 */
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 60);
const file = args.find((a) => !a.startsWith('--'));
if (!file) throw new Error('usage: perf-by-caller.ts <perf script output> [--top=N]');

/** The database layer's own frames: a statement's caller is the first frame above them. */
const DB_LAYER = /db\/compiled\.js|db\/sqlite-driver\.js|db\/group-commit\.js|kysely\/|^(run|execute|executeQuery|runNow|runOnSqlite) /;

const inclusive = new Map<string, number>();
const byCaller = new Map<string, number>();
const add = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
let samples = 0;
for (const block of readFileSync(file, 'utf8').split('\n\n')) {
  const frames = block
    .split('\n')
    .slice(1)
    .map((line) => /^\s*[0-9a-f]+ (.*) \(.*\)$/.exec(line)?.[1])
    .filter((f): f is string => !!f)
    .map((f) =>
      f
        .replace(/\+0x[0-9a-f]+$/, '')
        .replace(/^JS:[*~^]?/, '')
        .replace(/file:\/\/\/\S*?\/(build-bench|build)\//, '')
        .replace(/file:\/\/\/\S*?\/node_modules\//, ''),
    );
  if (!frames.length) continue;
  samples++;
  for (const f of new Set(frames)) add(inclusive, f);
  if (frames.some((f) => f.startsWith('Statement::JS_'))) {
    // Frames run from the sampled one outwards: the first JavaScript frame above the database layer.
    const js = frames.filter((f) => / \S+:\d+:\d+$/.test(f) && !DB_LAYER.test(f));
    add(byCaller, js[0] ?? '(no JavaScript caller)');
  }
}
const share = (n: number) => `${((100 * n) / samples).toFixed(1).padStart(5)}%`;
const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
console.log(`${samples} samples; inclusive share by function:`);
for (const [f, n] of sorted(inclusive).slice(0, top)) console.log(`${share(n)}  ${f.slice(0, 160)}`);
console.log('\nSQLite statements (better-sqlite3 Statement::JS_all / JS_run) by their caller:');
for (const [f, n] of sorted(byCaller).slice(0, 20)) console.log(`${share(n)}  ${f.slice(0, 160)}`);
