#!/usr/bin/env node
// Makes sure a Chromium for the e2e suite exists; exit 0 if it does (or was just installed).
// CHROMIUM_PATH, if set, must name an existing Chromium and nothing is installed. Otherwise
// /usr/bin/chromium is used, and installed from Debian's packages with apt-get when running as
// root. Playwright's own browser download does not work here: never `playwright install`.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function version(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  return result.status === 0 ? result.stdout.trim() : 'version unknown';
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function run(command, args, env = process.env) {
  console.log(`ensure-chromium: $ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.error) console.error(`ensure-chromium: ${result.error.message}`);
  return result.status === 0;
}

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  console.error(
    'ensure-chromium: install it with `sudo apt-get install chromium` (Debian/Ubuntu), ' +
      'or set CHROMIUM_PATH to an existing Chromium executable.',
  );
  return 1;
}

function main() {
  const wanted = process.env.CHROMIUM_PATH;
  if (wanted) {
    if (isExecutable(wanted)) {
      console.log(`ensure-chromium: using CHROMIUM_PATH=${wanted} (${version(wanted)})`);
      return 0;
    }
    return fail(`CHROMIUM_PATH=${wanted} is not an executable file.`);
  }
  if (isExecutable(DEFAULT_PATH)) {
    console.log(`ensure-chromium: ${DEFAULT_PATH} found (${version(DEFAULT_PATH)})`);
    return 0;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !hasCommand('apt-get')) {
    return fail(`${DEFAULT_PATH} not found, and not root with apt-get to install it.`);
  }
  console.log(`ensure-chromium: ${DEFAULT_PATH} not found; installing Debian's chromium with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Wait for another apt/dpkg run to finish rather than fail on its lock.
  const lock = ['-o', 'DPkg::Lock::Timeout=600'];
  const started = Date.now();
  const ok =
    run('apt-get', [...lock, 'update'], env) && run('apt-get', [...lock, 'install', '-y', 'chromium'], env);
  if (!ok || !isExecutable(DEFAULT_PATH)) return fail('apt-get could not install chromium.');
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`ensure-chromium: installed ${DEFAULT_PATH} (${version(DEFAULT_PATH)}) in ${seconds}s`);
  return 0;
}

process.exitCode = main();
