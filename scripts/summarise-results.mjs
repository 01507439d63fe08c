#!/usr/bin/env node
// Sums every result file in test-results/ and prints `N passed, M failed` as the last line.
//
// Two kinds of file are read:
//  - vitest JSON reports (`--reporter=json --outputFile.json=test-results/<name>.json`):
//    passed = numPassedTests; failed = numFailedTests, plus one per test file that failed
//    without a failing test (an import error, a failing beforeAll hook).
//  - check files written by scripts/test.mjs and .ci/run (lint, typecheck, build, setup steps):
//    { "kind": "checks", "checks": [{ "name": "lint", "ok": true, "detail": "..." }] },
//    one passed or failed check each.
// A file that is neither (unreadable, truncated) counts as one failure.
//
// CLI:
//   node scripts/summarise-results.mjs [--verbose]
//       print the sum (and with --verbose one line per file); exit 1 if anything failed.
//   node scripts/summarise-results.mjs --record NAME ok|fail [DETAIL] [--file checks-ci.json]
//       add a one-check entry.
//   node scripts/summarise-results.mjs --vitest-exit NAME CODE [--file checks-ci.json]
//       after a vitest run that wrote test-results/NAME.json and exited with CODE: if CODE is not
//       0 but the report is missing or shows no failure (an unhandled error, a crash, a timeout),
//       add one failed check so the sum agrees with the exit code.
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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
    for (const t of failedTests) failures.push(`${relative(process.cwd(), file.name)} > ${t.fullName}`);
    if (file.status === 'failed' && failedTests.length === 0) {
      fileErrors += 1;
      const message = (file.message || 'failed without a failing test').split('\n')[0];
      failures.push(`${relative(process.cwd(), file.name)}: ${message}`);
    }
  }
  return { passed: data.numPassedTests, failed: data.numFailedTests + fileErrors, failures };
}

/** Reads every test-results/*.json; returns the sum and one entry per file. */
export function collect(dir = RESULTS_DIR) {
  const entries = [];
  if (existsSync(dir)) {
    for (const name of readdirSync(dir).sort()) {
      if (!name.endsWith('.json')) continue;
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

/** Appends a one-check entry to test-results/<file>. */
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

function main(argv) {
  const fileIndex = argv.indexOf('--file');
  const checkFile = fileIndex >= 0 ? argv[fileIndex + 1] : 'checks.json';
  const args = fileIndex >= 0 ? argv.filter((_, i) => i !== fileIndex && i !== fileIndex + 1) : argv;

  if (args[0] === '--record') {
    const [, name, status, detail = ''] = args;
    if (!name || !['ok', 'fail'].includes(status)) {
      console.error('usage: summarise-results.mjs --record NAME ok|fail [DETAIL] [--file FILE]');
      return 2;
    }
    recordCheck(name, status === 'ok', detail, checkFile);
    return 0;
  }
  if (args[0] === '--vitest-exit') {
    const [, name, code] = args;
    if (!name || code === undefined || Number.isNaN(Number(code))) {
      console.error('usage: summarise-results.mjs --vitest-exit NAME CODE [--file FILE]');
      return 2;
    }
    return recordVitestExit(name, Number(code), checkFile) ? 0 : 1;
  }

  const result = collect();
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
