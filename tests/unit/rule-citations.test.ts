/**
 * Every rule a comment cites is defined in this repository's docs (`npm run check:citations`, see
 * scripts/check-rule-citations.mjs), and no comment sends a reader to documents outside it.
 * The checker's own logic is tested first on small fixture trees.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkRuleCitations, citationsIn, commentsOf } from '../../scripts/check-rule-citations.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

const DOCS = {
  'docs/rules/claiming.md':
    '<a id="d5"></a>\n### D5. Leads\n<a id="d5.3"></a>\n**D5.3 Claim.** One at a time.\n',
  'docs/decisions.md': '- <a id="p53"></a>**P53. Phone numbers.** E.164.\n',
};

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A repository of `files` (path -> text) with the fixture docs, checked as `npm run check:citations` would. */
function check(files: Record<string, string>, docs: Record<string, string> = DOCS) {
  const root = mkdtempSync(join(tmpdir(), 'rule-citations-'));
  dirs.push(root);
  for (const [path, text] of Object.entries({ ...docs, ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return checkRuleCitations({ root }).problems.map((p) => `${p.file}:${p.line}: ${p.problem}`);
}

describe('the citation checker', () => {
  it('passes citations of ids the docs define', () => {
    expect(
      check({
        'src/a.ts': '/** The claim (rule D5). */\nconst a = 1; // rules D5.3, P53\n',
        'server/src/b.ts': '// decisions P53 and docs/decisions.md P53\nexport {};\n',
      }),
    ).toEqual([]);
  });

  it('fails a citation of an id the docs do not define, naming file and line', () => {
    expect(
      check({ 'src/a.ts': 'const a = 1;\n/**\n * Hold (rule D5.4); limits (rules D4, P99).\n */\n' }),
    ).toEqual([
      'src/a.ts:3: cites D5.4, which docs/rules/*.md does not define',
      'src/a.ts:3: cites D4, which docs/rules/*.md does not define',
      'src/a.ts:3: cites P99, which docs/decisions.md does not define',
    ]);
  });

  // Assembled, so this file itself names no document outside the repository.
  const OUTSIDE_SPEC = ['product', 'spec.md'].join('-');
  const OUTSIDE_DECISIONS = ['shared', 'spec', 'decisions.md'].join('/');

  it('fails comments that cite the documents outside the repository', () => {
    const problems = check({
      'src/a.tsx': '// spec section 2\n/* Spec sections 2 and 4 */\n{/* decisions D5 */}\n',
      'tests/b.ts': `// see ${OUTSIDE_SPEC}\n// ${OUTSIDE_DECISIONS}\n// (spec: login)\n`,
      '.ci/run': '#!/usr/bin/env bash\necho "#spec section 9" # spec section 9\n',
      'host-demo/x.css': '/* spec section 9 */\na { color: red; }\n',
      'server/src/db/sql/x.sql': "-- spec section 7\nSELECT '-- spec section 8';\n",
    });
    expect(problems.map((p) => p.split(': ')[0]).sort()).toEqual(
      [
        '.ci/run:2',
        'host-demo/x.css:1',
        'server/src/db/sql/x.sql:1',
        'src/a.tsx:1',
        'src/a.tsx:2',
        'src/a.tsx:3',
        'tests/b.ts:1',
        'tests/b.ts:2',
        'tests/b.ts:3',
      ].sort(),
    );
  });

  it('reads comments only, not strings, templates or regular expressions', () => {
    expect(
      check({
        'src/a.ts': [
          "const s = 'rule D9 // spec section 2';",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture's own template literal
          'const t = `rule D9 ${"/* spec section 2 */"} // decisions D1`;',
          'const r = /\\/\\/ spec section 2/g; // rule D5',
          'const d = 4 / 2; // rule P53',
        ].join('\n'),
      }),
    ).toEqual([]);
  });

  it('fails an id defined twice and a docs link to an anchor its file does not define', () => {
    expect(
      check(
        {},
        {
          ...DOCS,
          'docs/rules/leads.md':
            '<a id="d5"></a>\nSee [P1](../decisions.md#p1) and [D5.3](claiming.md#d5.3).\n',
        },
      ),
    ).toEqual([
      'docs/rules/leads.md:1: defines D5 again (first defined in docs/rules/claiming.md)',
      'docs/rules/leads.md:2: links to ../decisions.md#p1, which that file does not define',
    ]);
  });

  it('finds each id of a list and the line of each comment line', () => {
    expect(citationsIn('rules D3, D4 and P53; rule D5.3.').ids).toEqual(['D3', 'D4', 'P53', 'D5.3']);
    expect(commentsOf('a.ts', 'x;\n/* one\n two */ y; // three').map((c) => c.line)).toEqual([2, 3, 3]);
  });
});

describe('this repository', () => {
  it('cites only rules its docs define, and nothing outside it', () => {
    expect(
      checkRuleCitations({ root: ROOT }).problems.map((p) => `${p.file}:${p.line}: ${p.problem}`),
    ).toEqual([]);
  });
});
