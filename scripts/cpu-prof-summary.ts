/**
 * Sums V8 CPU profiles (scripts/cpu-prof-on-signal.ts) by where the time goes, per reply:
 *   node --import tsx scripts/cpu-prof-summary.ts <replies> <file.cpuprofile>... [--top=30]
 * Prints self time by function and by area (the server's own code, each package, GC, native,
 * idle), in ms a reply, so two runs (1 and 2 processes) can be set side by side.
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const replies = Number(args[0]);
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 30);
const files = args.slice(1).filter((a) => !a.startsWith('--'));
const byFunction = new Map<string, number>();
const byArea = new Map<string, number>();
let total = 0;
const area = (url: string, name: string) => {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1]!;
  if (url.startsWith('node:')) return 'node:' + (url.slice(5).split('/')[0] ?? '');
  const s = /\/work\/[^/]+\/(.*)$/.exec(url);
  return s ? s[1]!.split('/').slice(0, 3).join('/') : url;
};
for (const file of files) {
  const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(p.nodes.map((n) => [n.id, n]));
  for (let i = 0; i < p.samples.length; i++) {
    const us = p.timeDeltas[i + 1] ?? 0;
    const n = nodes.get(p.samples[i]!)!;
    const { functionName, url, lineNumber } = n.callFrame;
    const name = functionName || '(anonymous)';
    if (name === '(idle)') continue;
    total += us;
    const key = `${name} ${url.replace(/^.*\/work\/[^/]+\//, '').replace(/^.*node_modules\//, '')}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    const a = area(url, name);
    byArea.set(a, (byArea.get(a) ?? 0) + us);
  }
}
const ms = (us: number) => (us / 1000 / replies).toFixed(3);
console.log(`${files.length} profile(s), ${replies} replies: ${ms(total)} ms a reply on the main thread, not idle`);
console.log('\nby area (ms a reply):');
for (const [k, v] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${ms(v).padStart(7)}  ${k}`);
console.log('\nby function, self (ms a reply):');
for (const [k, v] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${ms(v).padStart(7)}  ${k}`);
