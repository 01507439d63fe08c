#!/usr/bin/env node
// Bundle sizes (gzip -9 of the minified build): the JS the login route loads (the host page's
// router, the index and <rl-login> with every chunk they import), and for each element the total it
// pulls in before it runs (its static imports; dynamic ones load later) and its own part of that:
// the chunks no other element loads first (its entry, its English texts, its own parts), beyond the
// shared ones (React, the core, the UI kit). Targets: the login route under 95 KB, each element's own
// part at most 15 KB (docs/benchmarks.md); exits 1 when one is missed.
// Builds first if needed; RL_DIST_DIR reads a build made elsewhere (`vite build --outDir <dir>`).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const DIST = process.env.RL_DIST_DIR ?? 'dist';
const MANIFEST = `${DIST}/.vite/manifest.json`;
const TARGET_KB = 95;
const OWN_TARGET_KB = 15;

if (!existsSync(MANIFEST)) execSync(`npx vite build --outDir ${DIST}`, { stdio: 'inherit' });
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));

const gzipKb = (file) => gzipSync(readFileSync(`${DIST}/${file}`), { level: 9 }).length / 1024;
const entryOf = (source) => {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not in the build`);
  return source;
};

/** Every file a chunk loads before it runs: itself and its static imports, transitively. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const sumKb = (keys) => [...keys].reduce((total, key) => total + gzipKb(manifest[key].file), 0);

const loginRoute = closure([entryOf('host-demo/main.ts'), entryOf('widgets/login.element.ts')]);
const loginKb = sumKb(loginRoute);

console.log('Login route (host page + <rl-login>):');
for (const key of loginRoute)
  console.log(`  ${manifest[key].file.padEnd(52)} ${gzipKb(manifest[key].file).toFixed(1)} KB`);
console.log(
  `  total ${loginKb.toFixed(1)} KB gzip (target < ${TARGET_KB} KB): ${loginKb < TARGET_KB ? 'met' : 'MISSED'}`,
);
console.log('');
const elements = Object.entries(manifest).filter(
  ([key, chunk]) => chunk.isEntry && key.startsWith('widgets/'),
);
const closures = new Map(elements.map(([key]) => [key, closure([key])]));
const loaders = new Map();
for (const keys of closures.values()) for (const key of keys) loaders.set(key, (loaders.get(key) ?? 0) + 1);

console.log('Elements (own part beyond the shared chunks / with everything it loads first):');
const above = [];
for (const [key, chunk] of elements) {
  const own = sumKb([...closures.get(key)].filter((k) => loaders.get(k) === 1));
  const all = sumKb(closures.get(key));
  if (own > OWN_TARGET_KB) above.push(`${chunk.file} ${own.toFixed(1)} KB`);
  console.log(
    `  ${chunk.file.padEnd(40)} ${own.toFixed(1).padStart(6)} KB / ${all.toFixed(1).padStart(6)} KB${own > OWN_TARGET_KB ? '  OVER 15 KB' : ''}`,
  );
}
console.log(
  `  every element's own part at most ${OWN_TARGET_KB} KB gzip: ${above.length === 0 ? 'met' : `MISSED by ${above.join(', ')}`}`,
);

if (loginKb >= TARGET_KB || above.length > 0) process.exitCode = 1;
