import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const dist = join(root, 'dist');

function newestMtime(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'e2e') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** The environment without the test runner's own variables. */
export function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^(VITEST|NODE_OPTIONS$|TEST$|NODE_ENV$)/.test(k)) env[k] = v;
  return env;
}

/** Builds the mini-app when dist/ is missing or older than any of its sources. */
export function ensureBuilt(): void {
  const sources = ['miniapp', 'locales', 'shared', 'vite.config.ts', 'lingui.config.ts'].map((p) => join(root, p)).filter(existsSync);
  const built = existsSync(join(dist, 'index.html')) ? statSync(join(dist, 'index.html')).mtimeMs : 0;
  if (built > Math.max(...sources.map(newestMtime))) return;
  // Vitest sets NODE_ENV=test, which would make Vite emit a development bundle.
  const result = spawnSync(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...cleanEnv(), NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`vite build failed with status ${result.status}`);
}
