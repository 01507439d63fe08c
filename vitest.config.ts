import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/support/longest-first';

/**
 * API files too slow for `npm test`'s loop, each with its reason; `.ci/run` runs them (project
 * `api-slow`), and docs/benchmarks.md lists what `npm test` keeps over 20 s.
 */
const SLOW_API_FILES = [
  // `npm run backup` and `npm run restore` in child processes, each opening PGlite, a backup under load
  // and the lock socket's refusals in one file (55 s alone), the restores with no server and their
  // refusals in the other (95 s). PGlite whatever DATABASE_URL says, so one run covers both databases.
  'tests/api/backup.test.ts',
  'tests/api/restore.test.ts',
  // Twenty power cuts during claims, finishes, deals and imports, each reopened and checked with
  // amcheck: 36-40 s alone (docs/decisions.md#p112).
  'tests/api/db/power-cut.test.ts',
  // A server process killed with kill -9 and started again on 20,000 leads: 17-40 s.
  'tests/api/db/kill-restart.test.ts',
  // Both on PGlite whatever DATABASE_URL says, as the three above.
  // A server killed with kill -9 before its outbox sent, and the next start delivering: 14 s.
  'tests/api/webhooks/restart.test.ts',
  // The server, `npm run backup` and `npm run restore` started with umask 000, and another user trying
  // their folders: 18 s.
  'tests/api/data-dir-private.test.ts',
];

/**
 * Unit files that change what a later file in their worker would see, so project `unit-alone` runs each
 * in a fresh one: a mocked module, a stubbed global or time zone, and Spanish said by `localize`, which
 * answers from the catalogs loaded so far (a text two catalogs say differently would depend on the files
 * that ran before).
 */
const UNIT_ALONE = [
  'server/src/db/unpack-backup.test.ts',
  'src/lib/theme.test.ts',
  'src/lib/local-date-time.test.ts',
  'server/src/lib/server-messages.test.ts',
  'src/contract/listing-values.test.ts',
  'src/locales/catalogs.test.ts',
  'src/screen-parts/columns/audit-text.test.ts',
  'src/screen-parts/columns/spoken-columns.test.ts',
  'src/screen-parts/file-upload/check-file.test.ts',
  'src/screens/ops-board/board-outcomes.test.ts',
];

/** Every story, in two files run side by side (src/story-tests.ts). */
const STORY_FILES = 'src/stories-*.test.tsx';

/** The happy-dom suites' settings: components, elements and stories. */
const domSuite = {
  environment: 'happy-dom' as const,
  setupFiles: ['tests/setup/dom.ts'],
  // React's development build and happy-dom make short-lived objects by the million: with a young
  // generation of 128 MB instead of V8's 16, the story files take about 10 % less CPU
  // (docs/benchmarks.md, "The suites' own time"). The api suite showed no gain.
  execArgv: ['--max-semi-space-size=128'],
  env: { VITEST_STORYBOOK: 'false' },
  server: { deps: { inline: ['@storybook/addon-a11y'] } },
};

/** The API suites' settings: files share their worker's modules and its pooled app. */
const apiSuite = {
  environment: 'node' as const,
  // The files share their worker's loaded modules and its pooled app, whose database is put back
  // between files (docs/decisions.md#p86). A file that mocks a module imports the server afresh.
  isolate: false,
  globalSetup: ['tests/api/support/pool-run.ts', 'tests/support/server-build.ts'],
};

/**
 * The suites: unit (node), dom and stories (components and stories in happy-dom), api (the real server
 * over HTTP), multi (two server processes on PostgreSQL behind nginx) and e2e (Chromium driving the
 * host page against the real server); unit-alone and api-slow hold files the others leave out.
 */
export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': '"test"' },
  test: {
    // Time-outs guard against a hung test, not a slow machine: a test waits for what it asserts
    // (tests/setup/dom.ts), and one that needs time moves a clock of its own.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Both cores: one worker would leave the second idle while a file waits on its server or database.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/types/**/*.test.ts',
          ],
          exclude: ['src/core/**', ...UNIT_ALONE],
          // The files share their worker's loaded modules: importing them afresh for each took a third
          // of the project's CPU (docs/benchmarks.md, "The suites' own time").
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit-alone', environment: 'node', include: UNIT_ALONE },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          ...domSuite,
          include: [
            'src/**/*.test.tsx',
            'src/core/**/*.test.ts',
            'widgets/**/*.test.ts',
            'tests/elements/**/*.test.ts',
          ],
          exclude: [STORY_FILES],
          // The files share their worker's loaded modules and happy-dom: each took 3 s of CPU to set
          // up afresh, more than most spend in their tests (docs/benchmarks.md, "The suites' own time").
          isolate: false,
        },
      },
      { extends: true, test: { name: 'stories', ...domSuite, include: [STORY_FILES] } },
      {
        extends: true,
        test: {
          name: 'api',
          ...apiSuite,
          include: ['tests/api/**/*.test.ts'],
          exclude: SLOW_API_FILES,
        },
      },
      {
        extends: true,
        // Not in npm test: .ci/run runs it.
        test: { name: 'api-slow', ...apiSuite, include: SLOW_API_FILES },
      },
      {
        extends: true,
        test: {
          // Not in npm test: it needs PostgreSQL and nginx (.ci/run installs both and runs it).
          name: 'multi',
          environment: 'node',
          include: ['tests/multi/**/*.test.ts'],
          // One cluster for all files: PostgreSQL, two server processes and nginx, started once.
          globalSetup: ['tests/support/server-build.ts', 'tests/multi/support/global-setup.ts'],
          // The files share the cluster and its global settings, so they take turns.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Two files at a time, as the others (docs/decisions.md#p86), on their worker's app server and
          // Chromium, lent to each file in turn (docs/decisions.md#p86).
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          isolate: false,
          globalSetup: ['tests/api/support/pool-run.ts', 'tests/support/server-build.ts'],
          setupFiles: ['tests/e2e/support/console-check.ts'],
          // A poll waits as long as a Playwright action (WAIT_MS in tests/e2e/support/browser.ts):
          // Vitest's 1 s is shorter than a list's first load on a busy machine. A test may make many
          // such waits: its own time-out is twice the others'.
          expect: { poll: { timeout: 20_000 } },
          testTimeout: 120_000,
        },
      },
    ],
  },
});
