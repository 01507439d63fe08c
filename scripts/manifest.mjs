#!/usr/bin/env node
// `npm run manifest` (and the first step of `npm run build`): custom-elements.json from the elements'
// JSDoc and types (`cem analyze` with custom-elements-manifest.config.mjs), then README.md's element
// table from it, both as Biome formats them. `--check` writes nothing and fails when either file
// differs from a fresh generation.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cli } from '@custom-elements-manifest/analyzer/cli.js';
import { README_FILE, renderElementTable, withElementTable } from './manifest/element-table.mjs';

const MANIFEST_FILE = 'custom-elements.json';

/** Biome's formatting of `text` as if it were the file `path`, so `npm run lint` accepts the output. */
function formatted(text, path) {
  const biome = spawnSync('node_modules/.bin/biome', ['format', `--stdin-file-path=${path}`], {
    input: text,
    encoding: 'utf8',
  });
  if (biome.status !== 0) throw new Error(`biome could not format ${path}: ${biome.stderr}`);
  return biome.stdout;
}

const manifest = await cli({ argv: ['analyze', '--quiet'], noWrite: true });
const table = formatted(`${renderElementTable(manifest)}\n`, 'element-table.md').trimEnd();
const fresh = {
  [MANIFEST_FILE]: formatted(`${JSON.stringify(manifest, null, 2)}\n`, MANIFEST_FILE),
  [README_FILE]: withElementTable(readFileSync(README_FILE, 'utf8'), table),
};

const current = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
const stale = Object.keys(fresh).filter((file) => current(file) !== fresh[file]);
if (process.argv.includes('--check')) {
  if (stale.length > 0) {
    console.error(`Out of date: ${stale.join(', ')}. Run \`npm run manifest\`.`);
    process.exit(1);
  }
} else {
  for (const file of stale) writeFileSync(file, fresh[file]);
}
