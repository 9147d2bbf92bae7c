import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';

/** One id per build: baked into the bundle and written to `builds/latest.json` for polling. */
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

function buildIdPlugin(): Plugin {
  return {
    name: 'companion:build-id',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify({ buildId }) });
    },
  };
}

/** Paths the server answers itself; neither the dev proxy nor the service worker may take them (the worker's fallback showed the app's 404 for the sandbox checkout). */
const serverPaths = [
  '/v1',
  '/media',
  '/builds',
  '/hooks',
  '/pay/sandbox',
  '/out-comm-logs',
  '/healthz',
  '/readyz',
  '/metrics',
  '/sitemap.xml',
  '/_i18n',
  '/app-config.js',
];
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:8787';

export default defineConfig({
  root: fileURLToPath(new URL('./miniapp', import.meta.url)),
  publicDir: 'public',
  envDir: fileURLToPath(new URL('.', import.meta.url)),
  define: {
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId),
  },
  plugins: [
    react(),
    babel({
      include: /[\\/]miniapp[\\/].*\.[jt]sx?$/,
      plugins: ['@lingui/babel-plugin-lingui-macro'],
      sourceMap: false,
    }),
    lingui(),
    buildIdPlugin(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: {
        name: 'Lustory — AI companions',
        short_name: 'Lustory',
        description: 'Chat with AI companions, play stories and get photos. Adults only (18+).',
        start_url: '/?pwa=1',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#0f0f14',
        theme_color: '#0f0f14',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        navigateFallback: '/index.html',
        navigateFallbackDenylist: serverPaths.map((p) => new RegExp(`^${p.replace(/[.]/g, '\\.')}`)),
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
        // The operator console (and its charts) is for operators: never downloaded to users' devices.
        globIgnores: ['builds/**', 'assets/admin-console-*', 'assets/numbers-*'],
        cleanupOutdatedCaches: true,
        runtimeCaching: [],
      },
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 2048,
    chunkSizeWarningLimit: 300,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(serverPaths.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
  preview: { port: 4173 },
});
