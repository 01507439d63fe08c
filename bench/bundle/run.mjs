#!/usr/bin/env node
// Bundle sizes (gzip -9 of the minified build): the JS the login route loads (the host page's
// router, the index and <rl-login> with every chunk they import), and each element's own entry
// chunk with the total it pulls in before it runs (its static imports; dynamic ones load later).
// Targets: the login route under 95 KB, no element above 100 KB; exits 1 when one is missed.
// Builds first if needed; RL_DIST_DIR reads a build made elsewhere (`vite build --outDir <dir>`).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const DIST = process.env.RL_DIST_DIR ?? 'dist';
const MANIFEST = `${DIST}/.vite/manifest.json`;
const TARGET_KB = 95;
const ELEMENT_TARGET_KB = 100;

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
console.log('Elements (own chunk / with everything it loads):');
const above = [];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isEntry || !key.startsWith('widgets/')) continue;
  const own = gzipKb(chunk.file);
  const all = sumKb(closure([key]));
  if (all > ELEMENT_TARGET_KB) above.push(`${chunk.file} ${all.toFixed(1)} KB`);
  console.log(
    `  ${chunk.file.padEnd(40)} ${own.toFixed(1).padStart(6)} KB / ${all.toFixed(1).padStart(6)} KB${all > ELEMENT_TARGET_KB ? '  ABOVE TARGET' : ''}`,
  );
}
console.log(
  `  every element at most ${ELEMENT_TARGET_KB} KB gzip: ${above.length === 0 ? 'met' : `MISSED by ${above.join(', ')}`}`,
);

if (loginKb >= TARGET_KB || above.length > 0) process.exitCode = 1;
