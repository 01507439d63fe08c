#!/usr/bin/env node
/**
 * `node scripts/run-built.mjs NAME [ARGS…]`: runs dist-server/NAME.js with plain node, as `npm run backup`,
 * `restore` and `seed:demo` do (docs/architecture.md, "The server's build"); `npm start` uses its parts.
 * A command builds the server only where there is no build yet: a server may be running from
 * dist-server/, and a build deletes its files before writing them again, so the chunks and threads the
 * server loads on demand (its translations, an upload's reader) would be gone under it. A command runs
 * the build `npm start` made, the code of the server it works beside. The image holds the build alone.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Builds the server where its sources are; exits with the build's code if it fails. */
export function buildServer() {
  if (!existsSync('server/src')) return;
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Runs the built entry NAME as this process's only child: it gets the stop signals and sets the exit code. */
export function runBuilt(name, args) {
  const child = spawn(process.execPath, ['--enable-source-maps', `dist-server/${name}.js`, ...args], {
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [name, ...args] = process.argv.slice(2);
  if (!name) {
    console.error('Usage: node scripts/run-built.mjs NAME [ARGS…]   (NAME: an entry of dist-server/)');
    process.exit(2);
  }
  if (!existsSync(`dist-server/${name}.js`)) buildServer();
  if (!existsSync(`dist-server/${name}.js`)) {
    console.error(`dist-server/${name}.js is not there: NAME is an entry of scripts/build-server.mjs`);
    process.exit(2);
  }
  runBuilt(name, args);
}
