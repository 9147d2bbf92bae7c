import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './env.js';
import { brandManifest, localizedIndex } from './localized-index.js';
import { requestBrand } from './brand.js';

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
 * What the served app must know from the server, as a classic script index.html loads before the
 * bundle: the secret the server checks `sign` with and its brand. Read per request, never baked
 * into the build, so SIGN_SECRET or BRAND can change without rebuilding, and a page the service
 * worker cached still fetches it fresh (it is not precached).
 */
export const APP_CONFIG_PATH = '/app-config.js';
export const appConfigScript = (config: { signSecret: string; brand: string }) =>
  `window.APP_CONFIG=${JSON.stringify({ signSecret: config.signSecret, brand: config.brand }).replace(/</g, '\\u003c')};\n`;

/**
 * One port serves everything: generated media, the hashed assets (cached for a year), the build id
 * (never cached), the app's config script, and index.html for every app route so client routing
 * takes over. A missing media file or asset is a 404, not the app's page.
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
  app.all('/media/*', (c) => c.text('Not found', 404));
  app.get(APP_CONFIG_PATH, (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    const { config } = c.get('deps');
    return c.body(appConfigScript({ signSecret: config.signSecret, brand: requestBrand(c, config).brand.id }));
  });
  app.get('/builds/latest.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ buildId: buildId(dist) });
  });
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // index.html itself goes out localized (lang, dir, alternates) like every other app route.
  const appPage = (c: Context<AppEnv>) => {
    const index = join(dist, 'index.html');
    if (!existsSync(index)) return c.html(NO_BUILD, 503);
    c.header('Cache-Control', 'no-cache');
    const { brand, origin } = requestBrand(c, c.get('deps').config);
    return c.html(localizedIndex(readFileSync(index, 'utf8'), c.req.path, origin, brand));
  };
  // The manifest names the brand of the host that serves it (the build's copy names the default).
  app.get('/manifest.webmanifest', (c) => {
    const file = join(dist, 'manifest.webmanifest');
    if (!existsSync(file)) return c.text('Not found', 404);
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', 'application/manifest+json');
    return c.body(
      JSON.stringify(
        brandManifest(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>, requestBrand(c, c.get('deps').config).brand),
      ),
    );
  });
  app.get('/', appPage);
  app.get('/index.html', appPage);
  // Without a build the API still serves; the fallback page below says how to build.
  if (existsSync(dist)) app.use('*', serveStatic({ root: dist }));
  // A chunk of another build is gone: the browser must see that, not parse the page as a script.
  app.all('/assets/*', (c) => c.text('Not found', 404));
  app.get('*', appPage);
}
