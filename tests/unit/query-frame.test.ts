/**
 * An element brings the query cache (`frame: QueryFrame`, src/ui/query-frame.tsx) exactly when its
 * screens use TanStack Query: without it a screen's first query throws "No QueryClient set"; with it
 * and no query, the element loads the library for nothing (the login route: issue 32, at most 95 KB).
 * Read from the sources: each element's modules, what they import, static or lazy, transitively.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const QUERY_FRAME = 'src/ui/query-frame.tsx';
const SIGN_IN = ['forget-password', 'login', 'reset-password'];

/** `from '…'`, `import '…'` and `import('…')`, except imports of types alone. */
const IMPORT =
  /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveModule(from: string, specifier: string): string | null {
  const base = join(dirname(from), specifier);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (/\.tsx?$/.test(file) && existsSync(file)) return file;
  return null;
}

/** Whether `entry` or a module it reaches imports @tanstack/react-query (the query frame aside). */
function usesQueries(entry: string): boolean {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file) || relative('.', file) === QUERY_FRAME) continue;
    seen.add(file);
    for (const [, , typeOnly, specifier, lazy] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = lazy ?? specifier;
      if (typeOnly || !target) continue;
      if (target === '@tanstack/react-query') return true;
      if (target.startsWith('.')) {
        const module = resolveModule(file, target);
        if (module) pending.push(module);
      }
    }
  }
  return false;
}

const elements = readdirSync('widgets')
  .filter((file) => file.endsWith('.element.ts'))
  .map((file) => ({ name: file.replace('.element.ts', ''), path: `widgets/${file}` }));

describe('the query frame', () => {
  it.each(elements)('is passed by $name exactly when its screens use queries', ({ path }) => {
    const passed = /frame:\s*QueryFrame\b/.test(readFileSync(path, 'utf8'));
    expect(passed).toBe(usesQueries(path));
  });

  it('is left out of the sign-in elements, whose route must load no query library', () => {
    for (const name of SIGN_IN) expect(usesQueries(`widgets/${name}.element.ts`), name).toBe(false);
  });
});
