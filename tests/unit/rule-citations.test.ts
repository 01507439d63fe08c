/**
 * Every rule the sources cite is defined in this repository's docs, every anchor link in the docs
 * resolves, and no source names the old product spec (`npm run check:citations`, see
 * scripts/check-rule-citations.mjs). The checker is tested first on small fixture trees.
 * This file is read by the checker too, so the fixtures cite only ids the real docs define (D4, D5.4,
 * P9 are missing from the fixture docs alone) and assemble what names the spec.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { anchorsOf, checkRuleCitations, citationsIn } from '../../scripts/check-rule-citations.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

const DOCS = {
  'docs/rules/claiming.md':
    '<a id="d5"></a>\n## D5. Leads\n<a id="d5.3"></a>\n**D5.3 Claim.** One at a time.\n',
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
  it('checks a citation by docs path against that file’s anchors', () => {
    // Assembled, so the real check of this file does not read the missing ones as citations.
    const missing = ['docs/rules/claiming.md', 'd5.9'].join('#');
    const noFile = ['docs/rules/nowhere.md', 'd5.3'].join('#');
    expect(
      check({
        'src/a.ts': `// docs/rules/claiming.md#d5.3, docs/decisions.md#p53.\n// ${missing}; ${noFile}\n`,
      }),
    ).toEqual([
      `src/a.ts:2: cites ${missing}, which is no anchor there`,
      `src/a.ts:2: cites ${noFile}, a missing file`,
    ]);
  });

  it('passes citations of ids the docs define, in any of their forms', () => {
    expect(
      check({
        'src/a.ts': '/** The claim (rule D5). */\nconst a = 1; // rules D5.3, P53\n',
        'server/src/b.ts': '// decisions P53 and docs/decisions.md P53\nexport {};\n',
        'server/drizzle/0001_x.sql': '-- the claim (Rule D5.3)\n',
      }),
    ).toEqual([]);
  });

  it('fails a citation of an id the docs do not define, naming file and line', () => {
    expect(
      check({ 'src/a.ts': 'const a = 1;\n/**\n * Hold (rule D5.4); limits (rules D4 and P9).\n */\n' }),
    ).toEqual([
      'src/a.ts:3: cites D5.4, which no doc defines',
      'src/a.ts:3: cites D4, which no doc defines',
      'src/a.ts:3: cites P9, which no doc defines',
    ]);
  });

  it('reads code, styles, pages, SQL and scripts without an extension, and no other file', () => {
    const cite = '(rule D4)';
    const problems = check({
      'src/a.tsx': `{/* ${cite} */}\n`,
      'host-demo/x.css': `/* ${cite} */\n`,
      'host-demo/x.html': `<!-- ${cite} -->\n`,
      'server/src/db/sql/x.sql': `-- ${cite}\n`,
      '.ci/run': `#!/usr/bin/env bash\n# ${cite}\n`,
      'src/notes.md': `${cite}\n`,
      'server/drizzle/meta/x.json': `{ "note": "${cite}" }\n`,
    });
    expect(problems.map((p) => p.split(': ')[0]).sort()).toEqual(
      [
        '.ci/run:2',
        'host-demo/x.css:1',
        'host-demo/x.html:1',
        'server/src/db/sql/x.sql:1',
        'src/a.tsx:1',
      ].sort(),
    );
  });

  it('fails sources that name the product spec, which is not in the repository', () => {
    const spec = ['spec', 'section'].join(' ');
    const problems = check({
      'src/a.ts': `// see the ${spec} 2\nconst ok = 'a spec sectioned off'; // ${spec}s 4 and 5\n`,
      'tests/b.ts': `// ${['product', 'spec.md'].join('-')}\n// ${['shared', 'spec', 'x.md'].join('/')}\n`,
    });
    expect(problems.map((p) => p.split(': ')[0])).toEqual([
      'src/a.ts:1',
      'src/a.ts:2',
      'tests/b.ts:1',
      'tests/b.ts:2',
    ]);
  });

  it('fails an id defined twice and a docs link to an anchor or file that does not exist', () => {
    expect(
      check(
        {
          'README.md':
            '# Title\n## Set up\nSee [set-up](#set-up), [D5.3](docs/rules/claiming.md#d5.3), [x](#setup).\n',
        },
        {
          ...DOCS,
          'docs/rules/leads.md': [
            '<a id="d5"></a>',
            'See [P53](../decisions.md#p53), [P1](../decisions.md#p1) and [D5](claiming.md#d5-leads).',
            'Not [gone](gone.md#x); code lives at [route](../server/route.ts#L3).',
          ].join('\n'),
        },
      ),
    ).toEqual([
      'docs/rules/leads.md:1: defines D5 again (first in docs/rules/claiming.md)',
      'docs/rules/leads.md:2: links to ../decisions.md#p1, which is no anchor or heading there',
      'docs/rules/leads.md:3: links to gone.md#x, a missing file',
      'README.md:3: links to #setup, which is no anchor or heading there',
    ]);
  });

  it('finds each id of a list, and names headings as GitHub does, outside code blocks', () => {
    expect(citationsIn('rules D3, D4 and P53; rule D5.3.').ids).toEqual(['D3', 'D4', 'P53', 'D5.3']);
    const anchors = anchorsOf(
      "## A lead's fields (`Rental`)\n```sh\n# not a heading\n```\n## Screens\n## Screens\n",
    );
    expect(anchors.map((a) => a.id)).toEqual(['a-leads-fields-rental', 'screens', 'screens-1']);
  });
});

describe('this repository', () => {
  it('cites only rules its docs define, links only to anchors that exist, and names no outside spec', () => {
    expect(
      checkRuleCitations({ root: ROOT }).problems.map((p) => `${p.file}:${p.line}: ${p.problem}`),
    ).toEqual([]);
  });
});
