import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { postgresInstalled } from './server/test/postgres.js';

/**
 * Pure tests: they never open the app, the test databases or a browser (no makeTestApp, no
 * inject('templateDir' | 'pgTemplateUrl'), no e2e harness), so they skip the ~20 s global setup.
 * Named file by file on purpose: a new test lands in the server projects unless listed here,
 * which is only slower, never wrong.
 */
const unitTests = [
  'shared/{brands,digits,email-pattern,locales,plans,sign}.test.ts',
  'shared/api/contract.test.ts',
  'server/providers/image/{builtin-renderer,openai-images,store}.test.ts',
  'server/providers/llm/{framed-body,index,offline-engine,openai-compatible,prompt,quick-content}.test.ts',
  'server/db/seed/catalogue/{catalogue,translations}.test.ts',
  'server/domain/chat/{prompt-fit,queue,reply-streams}.test.ts',
  'server/domain/memory/extract.test.ts',
  'server/domain/custom-characters/{card-file,card-fuzz,greetings}.test.ts',
  'server/domain/moderation/{chat-policy,chat-redteam,first-letter,images,moderation,normalize}.test.ts',
  'scripts/{catalog-check,ta-terms,ar-terms,hi-terms,locale-terms}.test.ts',
  'server/http/error-translations.test.ts',
  'server/domain/accounts/mail-texts.test.ts',
  'miniapp/app/startup-params.test.ts',
  'miniapp/state/guide-markers.test.ts',
  'miniapp/platform/cloud-merge.test.ts',
  'miniapp/ui/use-overlay-history.test.ts',
  'miniapp/i18n/text-direction.test.ts',
  'server/domain/trust/media.test.ts',
  'server/db/{checkpointer,sqlite-driver,sorts-on-disk}.test.ts',
  'server/domain/background-work.test.ts',
  'bot/text-cut.test.ts',
  'server/metrics/llm.test.ts',
  'server/config.test.ts',
];

const serverTests = ['{shared,server,bot,scripts}/**/*.test.ts'];
const browserTests = ['miniapp/**/*.test.{ts,tsx}'];
const excluded = ['node_modules/**', 'dist/**', 'data/**'];
const globalSetup = ['./server/test/global-setup.ts'];

// Without PostgreSQL installed (a laptop) its project is left out, loudly; CI must have it.
const withPostgres = postgresInstalled() || Boolean(process.env.CI);
if (!withPostgres) console.warn('\n*** PostgreSQL not found: the server-postgres project is SKIPPED on this machine ***\n');

/**
 * One runner for everything, in four projects (`npx vitest run --project <name>`):
 * - `unit`: the pure tests above, no setup.
 * - `server-sqlite`: every other server, bot and script test, on SQLite (the global setup seeds a
 *   template SQLite file; no PostgreSQL is started).
 * - `server-postgres`: the same files on PostgreSQL only (the global setup starts a throwaway
 *   cluster and seeds a template database).
 * - `browser`: the journeys in real Chromium over the built app (miniapp/e2e, SQLite).
 * The server projects run their files one after another in each worker without a fresh module
 * graph per file (`isolate: false`): importing the server anew for each file took 199 s of the
 * two workers' time, and the SQLite project 195 s in all; it now takes about 70 s (PostgreSQL's
 * about 215). What a file leaves behind must not reach the next: each app's background work is
 * waited for only while that app is open (server/domain/background-work.ts), and the files pass
 * in any order (`--sequence.shuffle.files`).
 * Each project tells its tests their database through `provide` (`dialect`, read by
 * server/test/harness.ts). Vitest runs a project's global setup only when that project has a file
 * to run, so `npx vitest run shared/sign.test.ts` takes a second while `npm test` runs all four.
 */
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker less than the cores: ONE on CI's two, every file in turn. The
    // server and unit files mostly wait on SQLite, PostgreSQL and HTTP, so two at once finish in
    // about 70% of the time (8 server files: 20.2 s -> 14.2 s); the browser project stays at one.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: unitTests, exclude: excluded },
      },
      {
        extends: true,
        test: {
          name: 'server-sqlite',
          include: serverTests,
          exclude: [...excluded, ...unitTests],
          globalSetup,
          isolate: false,
          provide: { dialect: 'sqlite' },
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-postgres',
                include: serverTests,
                exclude: [...excluded, ...unitTests],
                globalSetup,
                isolate: false,
                provide: { dialect: 'postgres' as const },
              },
            },
          ]
        : []),
      {
        extends: true,
        // Two journeys at a time (each runs its own server and Chromium): most of a journey is
        // waiting on navigation and the server, so two on CI's two cores take 330 s where one at a
        // time took 500 (2026-11-27); a slower step under that load gets a minute, not 20 s.
        // Vitest runs the projects one after another (on CI this one came first).
        // BROWSER_WORKERS=1 runs the journeys one by one.
        test: {
          name: 'browser',
          include: browserTests,
          exclude: [...excluded, ...unitTests],
          globalSetup: [...globalSetup, './miniapp/e2e/global-setup.ts'],
          provide: { dialect: 'sqlite' },
          maxWorkers: Number(process.env.BROWSER_WORKERS ?? 2),
          testTimeout: 60_000,
        },
      },
    ],
  },
});
