#!/usr/bin/env node
// `npm start`: builds the widgets and host page when the build is missing or older than its
// sources, builds the server (under a second), then runs it with plain node (PGlite in ./data unless
// DATABASE_URL is set).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, runBuilt } from './run-built.mjs';

const MANIFEST = 'dist/.vite/manifest.json';
const SOURCES = ['src', 'widgets', 'host-demo', 'vite.config.ts', 'package.json', 'custom-elements.json'];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), 0);
}

const stale = !existsSync(MANIFEST) || SOURCES.some((p) => newestMtime(p) > statSync(MANIFEST).mtimeMs);
if (stale) {
  console.log('Building the widgets and host page…');
  const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

buildServer();
runBuilt('server', process.argv.slice(2));
