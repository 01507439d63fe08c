/**
 * The app the in-process suites (API and browser) test: by default the built one, dist-server/app.js,
 * the code `npm start` runs (docs/architecture.md, "The server's build"), built for the run by
 * tests/support/server-build.ts; the sources' with RL_TEST_SOURCES=1, for watch mode, where no build
 * follows an edit. A test's own helpers (staff, leads, sweeps) still come from the sources: they act on
 * the app through its database and events, the same either way.
 */
import type { buildApp as BuildApp } from '../../server/src/app';

const built = new URL('../../dist-server/app.js', import.meta.url).href;

const chosen: { buildApp: typeof BuildApp } =
  process.env.RL_TEST_SOURCES === '1'
    ? await import('../../server/src/app')
    : await import(/* @vite-ignore */ built);

export const buildApp = chosen.buildApp;
