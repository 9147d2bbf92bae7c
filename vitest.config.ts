import { defineConfig } from 'vitest/config';

/**
 * One runner for everything: unit and server tests in process, the PostgreSQL data-layer suite
 * against a real server started by the global setup, browser journeys in real Chromium.
 */
export default defineConfig({
  test: {
    include: ['{shared,server,bot,scripts}/**/*.test.ts', 'miniapp/**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'data/**'],
    globalSetup: ['./server/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default'],
  },
});
