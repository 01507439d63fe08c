#!/usr/bin/env node
// `npm test`: every check and suite of the project (lint, typecheck, build and the unit and dom suites
// side by side, then the api and e2e suites in order), ending with the line `N passed, M failed`
// summed over all of them (see scripts/summarise-results.mjs).
//
//   lint       biome check .                         one check
//   typecheck  npm run typecheck (TypeScript 7)      one check
//   build      npm run build, RL_BUILD_TYPES=0       one check (e2e needs dist/; no declarations)
//   unit, dom  vitest projects unit, unit-alone,     their tests  -> unit-dom.json
//              dom, stories
//   api        vitest project api                    its tests    -> api.json
//              (against DATABASE_URL when it is set)
//   e2e        scripts/ensure-chromium.mjs, then vitest project e2e -> e2e.json
//
// Results go to test-results/npm-test/ (the checks to checks.json there), which this script clears
// when it starts, with the e2e suite's test-results/screenshots/; other folders of test-results/
// belong to other runs (.ci/run writes test-results/ci/) and are left alone. The last line sums
// npm test's own results only.
//
// A failing step does not stop the others, except that e2e is skipped when the build or Chromium
// is missing (its skip is not counted: the failed build or Chromium check already is).
// Tools run from node_modules/.bin (as `npx tool` would, but without npx's option parsing or its
// registry fallback).
//
// Options:
//   --only a,b    run only these steps (lint, typecheck, build, unit, dom, api, e2e);
//                 `--only e2e` also builds when dist/ does not exist yet
//   --skip a,b    run all steps but these
//   PATH...       only the test files under these paths (or whose path contains these words), in the
//                 suites selected; without --only, the suites alone run (no lint, typecheck or build):
//                 `npm test -- --only api tests/api/leads`, `npm test -- tests/e2e/deals.test.ts`
// Env: TEST_STEP_TIMEOUT_MINUTES overrides each step's time limit (checks 5, suites 20).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  collect,
  countVitestReport,
  RESULTS_DIR,
  recordCheck,
  recordVitestExit,
  summaryLine,
} from './summarise-results.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** This script's results: cleared when it starts, summed when it ends. */
const OWN_FOLDER = 'npm-test';
const OWN_DIR = join(RESULTS_DIR, OWN_FOLDER);
const CHECKS_FILE = 'checks.json';
const STEPS = ['lint', 'typecheck', 'build', 'unit', 'dom', 'api', 'e2e'];
const CHECK_TIMEOUT_MIN = 5;
// A guard against a hung suite, not a speed target: a busy machine doubles the suites' times.
const SUITE_TIMEOUT_MIN = 20;

function usage() {
  return `usage: node scripts/test.mjs [--only ${STEPS.join(',')}] [--skip step,...] [path...]`;
}

function parseList(value, option) {
  if (!value) throw new Error(`${option} needs a comma-separated list of steps`);
  const names = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !STEPS.includes(n));
  if (unknown.length > 0) throw new Error(`unknown step(s) for ${option}: ${unknown.join(', ')}`);
  return names;
}

const SUITES = ['unit', 'dom', 'api', 'e2e'];

function parseArgs(argv) {
  let selected = new Set(STEPS);
  let chosen = false;
  const filters = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [name, inline] = arg.split('=', 2);
    if (name === '--only' || name === '--skip') {
      const list = parseList(inline ?? argv[++i], name);
      selected =
        name === '--only' ? new Set(list) : new Set([...selected].filter((step) => !list.includes(step)));
      chosen = true;
    } else if (arg === '-h' || arg === '--help') {
      console.log(usage());
      process.exit(0);
    } else if (arg.startsWith('-')) {
      throw new Error(`unknown option ${arg}`);
    } else {
      filters.push(arg);
    }
  }
  // A few files to run are a question for the suites, not for the checks of the whole tree.
  if (filters.length > 0 && !chosen) selected = new Set(SUITES);
  return { selected, filters };
}

function timeoutMs(defaultMinutes) {
  const override = Number(process.env.TEST_STEP_TIMEOUT_MINUTES);
  return (override > 0 ? override : defaultMinutes) * 60_000;
}

/**
 * The project's own copy of a tool (what `npx tool` runs once `npm ci` is done), called directly:
 * npx would parse options such as `-p` itself, and fetch a missing tool from the registry.
 */
function bin(tool) {
  return join('node_modules', '.bin', tool);
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)}s`;
}

/** The commands under way: lint and typecheck run beside the build. */
const running = new Set();

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) killGroup(child, signal);
    console.error(`\ntest.mjs: interrupted by ${signal}`);
    process.exit(130);
  });
}

/**
 * Runs a command in its own process group (so a time-out ends its workers too). A `quiet` one, run
 * beside another, keeps its output and prints it whole when it ends, so the two never interleave.
 */
function run(command, args, { limitMs, env = process.env, quiet = false }) {
  const heading = `\n==> $ ${command} ${args.join(' ')}`;
  if (!quiet) console.log(heading);
  const started = Date.now();
  return new Promise((resolve) => {
    let timedOut = false;
    const child = spawn(command, args, {
      cwd: ROOT,
      env,
      stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
      detached: true,
    });
    const kept = [];
    child.stdout?.on('data', (chunk) => kept.push(chunk));
    child.stderr?.on('data', (chunk) => kept.push(chunk));
    running.add(child);
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(
        `test.mjs: ${command} ${args.join(' ')} timed out after ${seconds(limitMs)}; stopping it`,
      );
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
    }, limitMs);
    const finish = (code, error) => {
      clearTimeout(timer);
      running.delete(child);
      if (quiet) process.stdout.write(`${heading}\n${Buffer.concat(kept).toString()}`);
      resolve({ code: timedOut ? 124 : (code ?? 1), timedOut, error, ms: Date.now() - started });
    };
    child.on('error', (error) => finish(127, error));
    child.on('close', (code) => finish(code));
  });
}

function failureDetail(r) {
  if (r.timedOut) return 'timed out';
  if (r.error?.code === 'ENOENT') return `${r.error.path} not found (did npm ci run?)`;
  if (r.error) return r.error.message;
  return `exit code ${r.code}`;
}

const results = [];

/** One check; its line in the summary is added by the caller, so checks run at once keep their order. */
async function checkStep(name, command, args, quiet = false, env = process.env) {
  const r = await run(command, args, { limitMs: timeoutMs(CHECK_TIMEOUT_MIN), quiet, env });
  const ok = r.code === 0;
  recordCheck(name, ok, ok ? '' : failureDetail(r), CHECKS_FILE, OWN_DIR);
  console.log(`==> ${name} ${ok ? 'passed' : `FAILED (${failureDetail(r)})`} in ${seconds(r.ms)}`);
  return { name, status: ok ? 'passed' : 'FAILED', note: ok ? '' : failureDetail(r), ms: r.ms };
}

/** A step's Vitest projects, where they are more than its own (vitest.config.ts). */
const PROJECTS_OF = { unit: ['unit', 'unit-alone'], dom: ['dom', 'stories'] };

async function vitestStep(steps, filters) {
  const reportName = steps.join('-');
  const args = [
    'run',
    ...steps.flatMap((step) => PROJECTS_OF[step] ?? [step]).flatMap((p) => ['--project', p]),
    ...filters,
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=test-results/${OWN_FOLDER}/${reportName}.json`,
  ];
  const r = await run(bin('vitest'), args, { limitMs: timeoutMs(SUITE_TIMEOUT_MIN) });
  const ok = recordVitestExit(reportName, r.code, CHECKS_FILE, OWN_DIR);
  let note = ok ? '' : failureDetail(r);
  try {
    const data = JSON.parse(readFileSync(join(OWN_DIR, `${reportName}.json`), 'utf8'));
    const counts = countVitestReport(data);
    note = `${counts.passed} passed, ${counts.failed} failed`;
    if ((data.testResults ?? []).length === 0) note += ' (no test files)';
    if (!ok && counts.failed === 0) note += `; ${failureDetail(r)}`;
  } catch {
    // no report: recordVitestExit counted the run as one failure
  }
  const name = steps.join(', ');
  results.push({ name, status: ok ? 'passed' : 'FAILED', note, ms: r.ms });
  console.log(`==> vitest ${name} ${ok ? 'passed' : 'FAILED'}: ${note} in ${seconds(r.ms)}`);
  return ok;
}

function skip(name, why) {
  results.push({ name, status: 'skipped', note: why, ms: 0 });
  console.log(`\n==> ${name} skipped: ${why}`);
}

function describeDatabase() {
  const url = process.env.DATABASE_URL;
  if (!url) return 'DATABASE_URL is not set: the suite uses its default database';
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return `against DATABASE_URL=${parsed.toString()}`;
  } catch {
    return 'against DATABASE_URL (not a URL?)';
  }
}

async function main() {
  let selected;
  let filters;
  try {
    ({ selected, filters } = parseArgs(process.argv.slice(2)));
  } catch (error) {
    console.error(`test.mjs: ${error.message}\n${usage()}`);
    return 2;
  }
  process.chdir(ROOT);
  rmSync(OWN_DIR, { recursive: true, force: true });
  rmSync(join(RESULTS_DIR, 'screenshots'), { recursive: true, force: true });
  mkdirSync(OWN_DIR, { recursive: true });
  const started = Date.now();

  // The checks run beside the build, and the unit and dom suites beside all three: the typecheck keeps one
  // core busy for half a minute on its own, the suites read no part of dist/, and the build rewrites no
  // source the others read (scripts/compile-messages.mjs and manifest.mjs write only what changed, and
  // the compiled catalogs are committed).
  const fast = ['unit', 'dom'].filter((p) => selected.has(p));
  const fastRun = fast.length > 0 ? vitestStep(fast, filters) : Promise.resolve();
  const checks = [];
  if (selected.has('lint')) checks.push(checkStep('lint', bin('biome'), ['check', '.'], true));
  if (selected.has('typecheck'))
    // npm run typecheck names TypeScript 7's own tsc (docs/decisions.md#p120).
    checks.push(checkStep('typecheck', 'npm', ['run', 'typecheck'], true));
  const buildForE2e = selected.has('e2e') && !existsSync(join(ROOT, 'dist'));
  if (selected.has('build') || buildForE2e) {
    if (!selected.has('build')) console.log('\n==> dist/ does not exist: building it for e2e');
    // Without the published declarations (vite.config.ts): no suite reads them; tests/types checks the
    // typings a host gets from their sources.
    checks.push(
      checkStep('build', 'npm', ['run', 'build'], fast.length > 0, { ...process.env, RL_BUILD_TYPES: '0' }),
    );
  }
  const checked = await Promise.all(checks);
  results.push(...checked);
  const buildOk = checked.every((check) => check.name !== 'build' || check.status === 'passed');
  await fastRun;

  if (selected.has('api')) {
    console.log(`\n==> api: ${describeDatabase()}`);
    await vitestStep(['api'], filters);
  }

  if (selected.has('e2e')) {
    if (!buildOk) {
      skip('e2e', 'the build failed, so there is no host page in dist/');
    } else {
      const chromium = await run('node', ['scripts/ensure-chromium.mjs'], {
        limitMs: timeoutMs(SUITE_TIMEOUT_MIN),
      });
      if (chromium.code !== 0) {
        recordCheck(
          'chromium',
          false,
          `scripts/ensure-chromium.mjs: ${failureDetail(chromium)}`,
          CHECKS_FILE,
          OWN_DIR,
        );
        results.push({ name: 'chromium', status: 'FAILED', note: failureDetail(chromium), ms: chromium.ms });
        skip('e2e', 'no Chromium (see ensure-chromium above)');
      } else {
        results.push({
          name: 'chromium',
          status: 'ok',
          note: '(a prerequisite, not counted)',
          ms: chromium.ms,
        });
        await vitestStep(['e2e'], filters);
      }
    }
  }

  const total = collect(OWN_DIR);
  const failedSteps = results.filter((r) => r.status === 'FAILED');
  console.log(`\n==> Summary (${seconds(Date.now() - started)})`);
  for (const r of results) {
    const time = r.ms ? seconds(r.ms) : '';
    console.log(`  ${r.name.padEnd(10)} ${r.status.padEnd(8)} ${time.padStart(7)}  ${r.note}`);
  }
  const failures = total.entries.flatMap((e) => e.failures);
  if (failures.length > 0) {
    console.log('Failures:');
    for (const f of failures.slice(0, 40)) console.log(`  - ${f}`);
    if (failures.length > 40) console.log(`  ... and ${failures.length - 40} more`);
  }
  if (failedSteps.length > 0) console.log(`FAILED steps: ${failedSteps.map((r) => r.name).join('; ')}`);
  console.log(summaryLine(total));
  return failedSteps.length > 0 || total.failed > 0 ? 1 : 0;
}

process.exitCode = await main();
