/**
 * The built host page asks for its router's chunks beside the router (vite.config.ts, rl-host-page): every
 * chunk `elements/host.js` imports, and every chunk those import, is a modulepreload of index.html, so none
 * waits for the one before it to arrive (Lighthouse on Collect, docs/benchmarks.md).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';
import { expect, it } from 'vitest';

const dist = resolve(process.env.RL_DIST_DIR ?? 'dist');

/** The files a built module imports statically (`import … from"./x.js"`, `import"./x.js"`), from the build's root. */
function staticImports(file: string): string[] {
  const code = readFileSync(join(dist, file), 'utf8');
  return [...code.matchAll(/import(?:[^"'`();]*?from)?\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)].map(
    ([, path]) => normalize(join(dirname(file), path!)),
  );
}

it('preloads every chunk the router loads before it runs', () => {
  const found = new Set<string>();
  const visit = (file: string) => {
    for (const imported of staticImports(file))
      if (!found.has(imported)) {
        found.add(imported);
        visit(imported);
      }
  };
  visit('elements/host.js');
  const page = readFileSync(join(dist, 'index.html'), 'utf8');
  const preloaded = [...page.matchAll(/<link rel="modulepreload" href="\.\/([^"]+)"/g)].map(
    ([, href]) => href,
  );
  expect(found.size).toBeGreaterThan(3);
  expect(preloaded).toEqual(expect.arrayContaining([...found]));
});
