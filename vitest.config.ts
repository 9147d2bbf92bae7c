import { defineConfig } from 'vitest/config';

/**
 * Pure tests: they never open the app, the test databases or a browser (no makeTestApp, no
 * inject('templateDir' | 'pgTemplateUrl'), no e2e harness), so they skip the ~20 s global setup.
 * Named file by file on purpose: a new test lands in the `server` project unless listed here,
 * which is only slower, never wrong.
 */
const unitTests = [
  'shared/{email-pattern,locales,plans,sign}.test.ts',
  'server/providers/image/{builtin-renderer,openai-images,store}.test.ts',
  'server/providers/llm/{index,offline-engine,openai-compatible,prompt}.test.ts',
  'server/db/seed/catalogue/{catalogue,translations}.test.ts',
  'server/domain/chat/queue.test.ts',
  'server/domain/custom-characters/{card-file,card-fuzz}.test.ts',
  'server/domain/moderation/{chat-policy,images,moderation}.test.ts',
  'scripts/catalog-check.test.ts',
];

const allTests = ['{shared,server,bot,scripts}/**/*.test.ts', 'miniapp/**/*.test.{ts,tsx}'];
const excluded = ['node_modules/**', 'dist/**', 'data/**'];

/**
 * One runner for everything, in two projects. `unit`: the pure tests above, no setup.
 * `server`: every other test (server and bot tests on SQLite and PostgreSQL, the crash and fuzz
 * scripts, browser journeys in real Chromium) after the global setup seeds the template SQLite
 * file and starts and seeds a throwaway PostgreSQL. Vitest runs a project's global setup only
 * when that project has a file to run, so `npx vitest run shared/sign.test.ts` takes a second
 * while `npm test` runs both projects.
 */
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: unitTests, exclude: excluded },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: allTests,
          exclude: [...excluded, ...unitTests],
          globalSetup: ['./server/test/global-setup.ts'],
        },
      },
    ],
  },
});
