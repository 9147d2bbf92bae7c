import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './env.js';

let cachedBuild: { dir: string; id: string; at: number } | undefined;

/** The build id written by the mini-app build into dist/builds/latest.json (re-read every 5 s). */
export function buildId(distDir: string): string {
  if (cachedBuild?.dir === distDir && Date.now() - cachedBuild.at < 5000) return cachedBuild.id;
  let id = 'dev';
  try {
    id = String(JSON.parse(readFileSync(join(distDir, 'builds', 'latest.json'), 'utf8')).buildId ?? 'dev');
  } catch {
    // No build yet: the API still works; the page below says how to build.
  }
  cachedBuild = { dir: distDir, id, at: Date.now() };
  return id;
}

const NO_BUILD = `<!doctype html><meta charset="utf-8"><title>Not built</title>
<p style="font-family:system-ui">The mini-app is not built yet. Run <code>npm run build</code> (npm start does it for you).</p>`;

/**
 * One port serves everything: generated media, the hashed assets (cached for a year), the build id
 * (never cached), and index.html for every app route so client routing takes over.
 */
export function mountStatic(app: Hono<AppEnv>, opts: { distDir: string; mediaDir: string }) {
  const dist = resolve(opts.distDir);
  const media = resolve(opts.mediaDir);
  mkdirSync(media, { recursive: true });
  app.use('/media/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/media/*', serveStatic({ root: media, rewriteRequestPath: (p) => p.replace(/^\/media/, '') }));
  app.get('/builds/latest.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ buildId: buildId(dist) });
  });
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // Without a build the API still serves; the fallback page below says how to build.
  if (existsSync(dist)) app.use('*', serveStatic({ root: dist }));
  app.get('*', (c) => {
    const index = join(dist, 'index.html');
    if (!existsSync(index)) return c.html(NO_BUILD, 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(index, 'utf8'));
  });
}
