import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Five suites: unit (node), dom (components and stories in happy-dom), api (the real server over
 * HTTP), multi (two server processes on PostgreSQL behind nginx) and e2e (Chromium driving the host
 * page against the real server).
 */
export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': '"test"' },
  test: {
    // Both cores: one worker would leave the second idle while a file waits on its server or database.
    maxWorkers: 2,
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
          exclude: ['src/core/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: [
            'src/**/*.test.tsx',
            'src/core/**/*.test.ts',
            'widgets/**/*.test.ts',
            'tests/elements/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/dom.ts'],
          env: { VITEST_STORYBOOK: 'false' },
          server: { deps: { inline: ['@storybook/addon-a11y'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // Each file starts its own servers on its own database; sharing a worker's loaded modules
          // saves about three seconds a file (docs/decisions.md#p86). A file that mocks a module imports
          // the server afresh.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Not in npm test: it needs PostgreSQL and nginx (.ci/run installs both and runs it).
          name: 'multi',
          environment: 'node',
          include: ['tests/multi/**/*.test.ts'],
          // One cluster for all files: PostgreSQL, two server processes and nginx, started once.
          globalSetup: ['tests/multi/support/global-setup.ts'],
          // The files share the cluster and its global settings, so they take turns.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Two files at a time, as the others (docs/decisions.md#p86): each has its own server and Chromium.
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll waits as long as a Playwright action (tests/e2e/support/browser.ts): Vitest's 1 s is
          // shorter than a list's first load on CI's slow days, with two Chromiums at work.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
