#!/usr/bin/env node
// Sums every result file under test-results/ and prints `N passed, M failed` as the last line.
//
// Each writer keeps its results in a folder of its own, which it alone clears: scripts/test.mjs
// (`npm test`) in test-results/npm-test/, .ci/run in test-results/ci/. The sum is taken over every
// *.json file in test-results/ and its folders, or in one folder with --dir.
//
// Two kinds of file are read:
//  - vitest JSON reports (`--reporter=json --outputFile.json=test-results/<folder>/<name>.json`):
//    passed = numPassedTests; failed = numFailedTests, plus one per test file that failed
//    without a failing test (an import error, a failing beforeAll hook).
//  - check files written by scripts/test.mjs and .ci/run (lint, typecheck, build, setup steps):
//    { "kind": "checks", "checks": [{ "name": "lint", "ok": true, "detail": "..." }] },
//    one passed or failed check each.
// A file that is neither (unreadable, truncated) counts as one failure.
//
// CLI (--dir FOLDER: test-results/FOLDER instead of test-results/; --file: the check file, checks.json):
//   node scripts/summarise-results.mjs [--verbose] [--dir FOLDER]
//       print the sum (and with --verbose one line per file); exit 1 if anything failed.
//   node scripts/summarise-results.mjs --record NAME ok|fail [DETAIL] [--dir FOLDER] [--file FILE]
//       add a one-check entry.
//   node scripts/summarise-results.mjs --vitest-exit NAME CODE [--dir FOLDER] [--file FILE]
//       after a vitest run that wrote NAME.json in the folder and exited with CODE: if CODE is not
//       0 but the report is missing or shows no failure (an unhandled error, a crash, a timeout),
//       add one failed check so the sum agrees with the exit code.
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_DIR = fileURLToPath(new URL('../test-results/', import.meta.url));

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function isVitestReport(data) {
  return data && typeof data.numPassedTests === 'number' && typeof data.numFailedTests === 'number';
}

function isCheckFile(data) {
  return data && data.kind === 'checks' && Array.isArray(data.checks);
}

/** Counts of one vitest JSON report, with the names of what failed. */
export function countVitestReport(data) {
  const failures = [];
  let fileErrors = 0;
  for (const file of data.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) {
      // The first lines of its message too: CI's log is read from afar, with no report to open.
      const why = (t.failureMessages?.[0] ?? '').split('\n').slice(0, 3).join(' | ').slice(0, 400);
      failures.push(`${relative(process.cwd(), file.name)} > ${t.fullName}${why ? `\n      ${why}` : ''}`);
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      fileErrors += 1;
      const message = (file.message || 'failed without a failing test').split('\n')[0];
      failures.push(`${relative(process.cwd(), file.name)}: ${message}`);
    }
  }
  return { passed: data.numPassedTests, failed: data.numFailedTests + fileErrors, failures };
}

/** Reads every *.json in `dir` and its folders: the sum, and one entry per file (its path in `dir`). */
export function collect(dir = RESULTS_DIR) {
  const entries = [];
  if (existsSync(dir)) {
    const names = readdirSync(dir, { recursive: true })
      .map((name) => name.split(sep).join('/'))
      .filter((name) => name.endsWith('.json'))
      .sort();
    for (const name of names) {
      const file = join(dir, name);
      let data;
      try {
        data = readJson(file);
      } catch (error) {
        entries.push({ name, passed: 0, failed: 1, failures: [`${name}: unreadable (${error.message})`] });
        continue;
      }
      if (isVitestReport(data)) {
        entries.push({ name, ...countVitestReport(data) });
      } else if (isCheckFile(data)) {
        const passed = data.checks.filter((c) => c.ok).length;
        const failures = data.checks
          .filter((c) => !c.ok)
          .map((c) => (c.detail ? `${c.name}: ${c.detail}` : c.name));
        entries.push({ name, passed, failed: failures.length, failures });
      } else {
        entries.push({
          name,
          passed: 0,
          failed: 1,
          failures: [`${name}: not a vitest report or check file`],
        });
      }
    }
  }
  const passed = entries.reduce((sum, e) => sum + e.passed, 0);
  const failed = entries.reduce((sum, e) => sum + e.failed, 0);
  return { passed, failed, entries };
}

export function summaryLine({ passed, failed }) {
  return `${passed} passed, ${failed} failed`;
}

/** Appends a one-check entry to `file` in `dir`. */
export function recordCheck(name, ok, detail = '', file = 'checks.json', dir = RESULTS_DIR) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, file);
  const data = existsSync(path) ? readJson(path) : { kind: 'checks', checks: [] };
  data.checks.push({ name, ok: Boolean(ok), detail });
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
}

/**
 * Makes the sum agree with a vitest exit code: a non-zero exit whose report is missing or shows
 * no failure is recorded as one failed check. Returns true if the run counts as passed.
 */
export function recordVitestExit(reportName, code, file = 'checks.json', dir = RESULTS_DIR) {
  const reportPath = join(dir, `${reportName}.json`);
  let counts = null;
  try {
    const data = readJson(reportPath);
    if (isVitestReport(data)) counts = countVitestReport(data);
  } catch {
    counts = null;
  }
  if (code === 0 && counts) return counts.failed === 0;
  if (counts && counts.failed > 0) return false;
  const why = counts
    ? `vitest exited with code ${code} although no test failed (unhandled error? see its output)`
    : `vitest exited with code ${code} and wrote no report ${relative(process.cwd(), reportPath)}`;
  recordCheck(`vitest ${reportName}`, false, why, file, dir);
  return false;
}

/** Takes `--name VALUE` out of argv: [value or fallback, the other arguments]. */
function option(argv, name, fallback) {
  const index = argv.indexOf(name);
  if (index < 0) return [fallback, argv];
  return [argv[index + 1], argv.filter((_, i) => i !== index && i !== index + 1)];
}

function main(argv) {
  const [checkFile, rest] = option(argv, '--file', 'checks.json');
  const [folder, args] = option(rest, '--dir', '');
  const dir = folder ? join(RESULTS_DIR, folder) : RESULTS_DIR;

  if (args[0] === '--record') {
    const [, name, status, detail = ''] = args;
    if (!name || !['ok', 'fail'].includes(status)) {
      console.error(
        'usage: summarise-results.mjs --record NAME ok|fail [DETAIL] [--dir FOLDER] [--file FILE]',
      );
      return 2;
    }
    recordCheck(name, status === 'ok', detail, checkFile, dir);
    return 0;
  }
  if (args[0] === '--vitest-exit') {
    const [, name, code] = args;
    if (!name || code === undefined || Number.isNaN(Number(code))) {
      console.error('usage: summarise-results.mjs --vitest-exit NAME CODE [--dir FOLDER] [--file FILE]');
      return 2;
    }
    return recordVitestExit(name, Number(code), checkFile, dir) ? 0 : 1;
  }

  const result = collect(dir);
  if (args.includes('--verbose')) {
    for (const e of result.entries) console.log(`  ${e.name}: ${e.passed} passed, ${e.failed} failed`);
    const failures = result.entries.flatMap((e) => e.failures);
    if (failures.length > 0) {
      console.log('Failed:');
      for (const f of failures.slice(0, 50)) console.log(`  - ${f}`);
      if (failures.length > 50) console.log(`  ... and ${failures.length - 50} more`);
    }
  }
  console.log(summaryLine(result));
  return result.failed > 0 ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === realpathSync(process.argv[1])) {
  process.exitCode = main(process.argv.slice(2));
}
