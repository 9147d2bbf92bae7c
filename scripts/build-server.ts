/**
 * The server as it is deployed: server/, bot/ and shared/ compiled from TypeScript to JavaScript
 * once, file by file, into `build/` (the same folders, so paths relative to a module still hold),
 * with the files they read beside them (the checkpoint worker, the catalogue's translations):
 *   node --import tsx scripts/build-server.ts [outDir=build]   → then `node build/server/main.js`
 * Running the sources through tsx in production costs CPU on every request: it compiles with
 * esbuild's keepNames, which wraps every function a request creates in an Object.defineProperty
 * call (8% of the CPU of a chat reply, scripts/bench-chat-ab.ts). Tests and `npm run dev` still
 * run the sources; the real-process tests (server/test/real-server.ts) run this build.
 */
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = resolve(fileURLToPath(new URL('..', import.meta.url)));
const SOURCES = ['server', 'bot', 'shared'];

/** Test files and the fakes only tests use are not shipped. */
const shipped = (path: string) => !/\.test\.ts$|\/test\/|\/test-support\//.test(path);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

/** Compiles a checkout's sources into `outDir` (inside the checkout, so node_modules resolves). */
export async function buildServer(root = here, outDir = join(root, 'build')): Promise<string> {
  const files = SOURCES.flatMap((d) => filesUnder(join(root, d))).filter((f) => shipped(relative(root, f)));
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: files.filter((f) => f.endsWith('.ts')),
    outdir: outDir,
    outbase: root,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  });
  for (const asset of files.filter((f) => /\.(mjs|json)$/.test(f))) {
    const to = join(outDir, relative(root, asset));
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(asset, to);
  }
  return outDir;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const out = await buildServer(here, process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.log(`server built into ${relative(here, out) || out} in ${Math.round(performance.now() - started)} ms`);
}
