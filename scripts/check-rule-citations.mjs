#!/usr/bin/env node
// `npm run check:citations`: every rule the sources cite by its docs path (`docs/rules/claiming.md#d5.3`,
// `docs/decisions.md#p53`), or by its bare id (`rule D5.3`), is an anchor (`<a id="d5.3"></a>`) in that
// file under docs/; every `#anchor` link in docs/ and README.md
// reaches an anchor or a heading of its target; and no source names the old product spec, which is
// not in the repository. Exit code 1 with one `file:line: problem` line each.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folders whose files are read: code, styles, pages, SQL and scripts without an extension. */
export const SOURCE_DIRS = 'src server widgets host-demo scripts bench tests .storybook .ci'.split(' ');
const SOURCE_EXT = /^(?:\.[cm]?[jt]sx?|\.css|\.html|\.sql|\.sh|)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', 'coverage', '.git']);

const ID = String.raw`[DP]\d+(?:\.\d+)*`;
const CITATION = new RegExp(
  String.raw`\b(?:rules?|decisions(?:\.md)?,?)\s+(${ID}(?:\s*(?:,|and|&|/)\s*${ID})*)`,
  'gi',
);
const OUTSIDE = /\bspec\s+sections?\s+\d|product-?spec|shared\/spec/i;
/** A source's citation by path: `docs/rules/leads.md#d5.14`. */
const DOC_CITATION = /\b(docs\/[\w./-]+\.md)#([\w-]+(?:\.[\w-]+)*)/g;
/** A markdown link to an anchor: `[text](file.md#id)` or `[text](#id)`. */
const LINK = /\]\(([^)\s#:]*)#([^)\s]+)\)/g;

const read = (file) => readFileSync(file, 'utf8');
const walk = (dir) =>
  !existsSync(dir)
    ? []
    : readdirSync(dir, { withFileTypes: true })
        .filter((entry) => !SKIP_DIRS.has(entry.name))
        .flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));

/** The ids a line cites, upper-case, and whether it names the spec outside the repository. */
export function citationsIn(text) {
  const ids = [...text.matchAll(CITATION)].flatMap((m) => m[1].match(new RegExp(ID, 'gi')));
  return { ids: [...new Set(ids.map((id) => id.toUpperCase()))], outside: OUTSIDE.test(text) };
}

/** Every anchor a markdown text defines, `<a id>` or a heading (GitHub's slug), with its line. */
export function anchorsOf(markdown) {
  const anchors = [];
  const slugs = new Map();
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (text.startsWith('```')) fenced = !fenced;
    if (fenced) return;
    for (const m of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.push({ id: m[1], line: index + 1 });
    const heading = /^#{1,6}\s+(.+)$/.exec(text)?.[1];
    if (heading === undefined) return;
    const slug = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = slugs.get(slug) ?? 0;
    slugs.set(slug, n + 1);
    anchors.push({ id: n ? `${slug}-${n}` : slug, line: index + 1, heading: true });
  });
  return anchors;
}

/** Checks the docs under `root` and the sources under `dirs`; returns the problems and what was read. */
export function checkRuleCitations({ root = process.cwd(), dirs = SOURCE_DIRS } = {}) {
  const problems = [];
  const add = (file, line, problem) => problems.push({ file: relative(root, file), line, problem });
  const cache = new Map();
  const anchorsIn = (file) => {
    if (!cache.has(file)) cache.set(file, existsSync(file) ? anchorsOf(read(file)) : null);
    return cache.get(file);
  };
  const docs = [...walk(join(root, 'docs')), join(root, 'README.md')].filter((f) => f.endsWith('.md'));
  const defined = new Map(); // 'D5.3' -> the file defining it
  for (const file of docs.filter(existsSync)) {
    for (const { id, line, heading } of anchorsIn(file)) {
      const key = id.toUpperCase();
      if (heading || !new RegExp(`^${ID}$`).test(key)) continue;
      if (defined.has(key))
        add(file, line, `defines ${key} again (first in ${relative(root, defined.get(key))})`);
      else defined.set(key, file);
    }
    read(file)
      .split('\n')
      .forEach((text, index) => {
        for (const [, path, id] of text.matchAll(LINK)) {
          if (path && !path.endsWith('.md')) continue; // a source file's line, not a docs anchor
          const anchors = anchorsIn(path ? resolve(dirname(file), path) : file);
          if (anchors?.some((a) => a.id === id)) continue;
          add(
            file,
            index + 1,
            `links to ${path}#${id}, ${anchors ? 'which is no anchor or heading there' : 'a missing file'}`,
          );
        }
      });
  }
  const sources = dirs
    .flatMap((dir) => walk(join(root, dir)))
    .filter((file) => SOURCE_EXT.test(extname(file)));
  let citations = 0;
  for (const file of sources) {
    read(file)
      .split('\n')
      .forEach((text, index) => {
        const { ids, outside } = citationsIn(text);
        citations += ids.length;
        for (const [, path, id] of text.matchAll(DOC_CITATION)) {
          citations += 1;
          const anchors = anchorsIn(join(root, path));
          if (!anchors?.some((a) => a.id === id))
            add(
              file,
              index + 1,
              `cites ${path}#${id}, ${anchors ? 'which is no anchor there' : 'a missing file'}`,
            );
        }
        for (const id of ids.filter((id) => !defined.has(id)))
          add(file, index + 1, `cites ${id}, which no doc defines`);
        if (outside)
          add(file, index + 1, `names the old product spec, not in the repository: ${text.trim()}`);
      });
  }
  return { problems, files: sources.length, citations, defined: [...defined.keys()] };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const { problems, files, citations, defined } = checkRuleCitations({ root });
  for (const p of problems) console.log(`${p.file}:${p.line}: ${p.problem}`);
  console.log(
    `${files} files, ${citations} citations, ${defined.length} ids in docs: ${problems.length} problems`,
  );
  process.exitCode = problems.length ? 1 : 0;
}
