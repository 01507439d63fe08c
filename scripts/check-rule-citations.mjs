#!/usr/bin/env node
// `npm run check:citations`: every rule a source comment cites must be defined in this repository's
// docs, and no comment may send a reader to the documents that live outside it.
//
//   cited as                       must be defined as                       in
//   rule D5 / rules D3, D4 / D5.3  <a id="d5"></a> / <a id="d5.3"></a>      docs/rules/*.md
//   rule P53 / decisions P53 /     <a id="p53"></a>                         docs/decisions.md
//   docs/decisions.md P53
//
// Refused outright in a comment: the old product spec's section numbers (the word spec, then
// "section" and a number), the spec followed by a quoted title or a colon, the shared decisions
// ("decisions D" + a number) and the outside files' names (the spec's file name, the shared folder
// that held it): see OUTSIDE. The docs themselves are checked too:
// an id defined twice, and a link to a `#dN`/`#pN` anchor that its target file does not define.
// Only comments are read (JS/TS, CSS, HTML, SQL and shell), never strings or code.
// Plain Node, no dependencies. Exit code 1 with one `file:line: problem` line each.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folders whose comments are read. */
export const SOURCE_DIRS = [
  'src',
  'server/src',
  'widgets',
  'host-demo',
  'scripts',
  'bench',
  'tests',
  '.storybook',
  '.ci',
];

const SKIP_DIRS = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', 'coverage', '.git']);
const JS_EXT = /\.(?:[cm]?[jt]sx?)$/;
const ID = String.raw`[DP]\d+(?:\.\d+)*`;
/** `rule D5`, `rules D3, D4 and P53`, `Rule D5.3`. */
const RULE_CITATION = new RegExp(String.raw`\brules?\s+(${ID}(?:\s*(?:,|and|&|\/)\s*${ID})*)`, 'gi');
/** `decisions P53`, `docs/decisions.md P52, P53`: in-repo decisions, checked like `rule P53`. */
const DECISION_CITATION = /\bdecisions(?:\.md)?,?\s+(P\d+(?:\s*(?:,|and|&|\/)\s*P\d+)*)/g;
const OUTSIDE = [
  {
    re: /\bspec\s+sections?\b/i,
    what: 'cites a section of the product spec, which is not in the repository',
  },
  { re: /\bspec\s*(?:"|:)/i, what: 'cites the product spec, which is not in the repository' },
  { re: /\bdecisions\s+D\d/i, what: 'cites the shared decisions, which are not in the repository' },
  { re: /product-spec/i, what: 'names the product spec file, which is not in the repository' },
  { re: /shared\/spec/i, what: 'names the shared spec folder, which is not in the repository' },
];

const normaliseId = (id) => id.toUpperCase().replace(/-/g, '.');

/** Explicit anchors (`<a id="d5.3"></a>` or `name=`) of a markdown text, normalised (`D5.3`), with their lines. */
export function anchorsOf(text) {
  const anchors = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    for (const m of line.matchAll(/<a\s+(?:id|name)="([^"]+)"\s*>/gi)) {
      anchors.push({ id: m[1], line: index + 1 });
    }
  });
  return anchors;
}

function walk(dir, out) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

/** Which comment syntax a file uses, or null for files that are not read. */
export function languageOf(path, text) {
  if (JS_EXT.test(path)) return 'js';
  if (path.endsWith('.css')) return 'css';
  if (path.endsWith('.html')) return 'html';
  if (path.endsWith('.sql')) return 'sql';
  if (path.endsWith('.sh') || /^#!.*\b(?:ba|z)?sh\b/.test(text)) return 'shell';
  return null;
}

const REGEX_BEFORE = new Set([...'(,=:[!&|?{};+-*%~^', '']);
const REGEX_AFTER_WORDS = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'yield',
  'await',
]);

/**
 * The comments of JavaScript or TypeScript (JSX too) source, as `{ line, text }` per comment line.
 * Strings, template literals (with their `${}`) and regular expression literals are skipped.
 */
export function jsComments(src, firstLine = 1) {
  const out = [];
  let line = firstLine;
  let i = 0;
  let prev = ''; // last significant character outside comments
  let prevWord = '';
  const braces = []; // for each open `{`: whether it opened a template literal's `${`
  const push = (text, startLine) => {
    text.split('\n').forEach((t, k) => {
      out.push({ line: startLine + k, text: t });
    });
  };
  const template = () => {
    // at the character after a backtick or after the `}` that closes a `${`
    while (i < src.length) {
      const c = src[i];
      if (c === '\\') {
        if (src[i + 1] === '\n') line++;
        i += 2;
        continue;
      }
      if (c === '\n') line++;
      if (c === '`') {
        i++;
        return;
      }
      if (c === '$' && src[i + 1] === '{') {
        i += 2;
        braces.push(true);
        return;
      }
      i++;
    }
  };
  while (i < src.length) {
    const c = src[i];
    const next = src[i + 1];
    if (c === '\n') {
      line++;
      i++;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') {
      i++;
      continue;
    }
    if (c === '/' && next === '/') {
      const end = src.indexOf('\n', i);
      const stop = end === -1 ? src.length : end;
      push(src.slice(i + 2, stop), line);
      i = stop;
      continue;
    }
    if (c === '/' && next === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end === -1 ? src.length : end;
      const text = src.slice(i + 2, stop);
      push(text, line);
      line += text.split('\n').length - 1;
      i = stop + 2;
      continue;
    }
    if (c === "'" || c === '"') {
      i++;
      while (i < src.length && src[i] !== c && src[i] !== '\n') i += src[i] === '\\' ? 2 : 1;
      if (src[i] === c) i++;
      prev = c;
      prevWord = '';
      continue;
    }
    if (c === '`') {
      i++;
      template();
      prev = '`';
      prevWord = '';
      continue;
    }
    if (c === '{') {
      braces.push(false);
      prev = c;
      prevWord = '';
      i++;
      continue;
    }
    if (c === '}') {
      i++;
      if (braces.pop()) {
        template();
        prev = '`';
      } else prev = c;
      prevWord = '';
      continue;
    }
    if (c === '/' && (REGEX_BEFORE.has(prev) || REGEX_AFTER_WORDS.has(prevWord))) {
      // a regular expression literal, unless the line ends first (then it was a division after all)
      let j = i + 1;
      let inClass = false;
      let closed = false;
      while (j < src.length && src[j] !== '\n') {
        const d = src[j];
        if (d === '\\') {
          j += 2;
          continue;
        }
        if (d === '[') inClass = true;
        else if (d === ']') inClass = false;
        else if (d === '/' && !inClass) {
          closed = true;
          j++;
          break;
        }
        j++;
      }
      if (closed) {
        while (j < src.length && /[a-z]/i.test(src[j])) j++;
        i = j;
        prev = ')';
        prevWord = '';
        continue;
      }
    }
    if (/[\w$]/.test(c)) {
      let j = i;
      while (j < src.length && /[\w$]/.test(src[j])) j++;
      prevWord = src.slice(i, j);
      prev = 'a';
      i = j;
      continue;
    }
    prev = c;
    prevWord = '';
    i++;
  }
  return out;
}

/** Comments of CSS (`/* *\/`) or SQL (`--` too), strings skipped. */
function blockAndLineComments(src, lineMarker, quotes, firstLine = 1) {
  const out = [];
  let line = firstLine;
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === '\n') {
      line++;
      i++;
    } else if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end === -1 ? src.length : end;
      const text = src.slice(i + 2, stop);
      text.split('\n').forEach((t, k) => {
        out.push({ line: line + k, text: t });
      });
      line += text.split('\n').length - 1;
      i = stop + 2;
    } else if (lineMarker && src.startsWith(lineMarker, i)) {
      const end = src.indexOf('\n', i);
      const stop = end === -1 ? src.length : end;
      out.push({ line, text: src.slice(i + lineMarker.length, stop) });
      i = stop;
    } else if (quotes.includes(c)) {
      i++;
      while (i < src.length && src[i] !== c) {
        if (src[i] === '\n') line++;
        i += src[i] === '\\' && c !== "'" ? 2 : 1;
      }
      i++;
    } else i++;
  }
  return out;
}

function shellComments(src) {
  const out = [];
  src.split('\n').forEach((text, index) => {
    let quote = '';
    for (let k = 0; k < text.length; k++) {
      const c = text[k];
      if (quote) {
        if (c === '\\' && quote === '"') k++;
        else if (c === quote) quote = '';
      } else if (c === '\\') k++;
      else if (c === "'" || c === '"') quote = c;
      else if (c === '#' && (k === 0 || /[\s;]/.test(text[k - 1]))) {
        out.push({ line: index + 1, text: text.slice(k + 1) });
        break;
      }
    }
  });
  return out;
}

function htmlComments(src) {
  const out = [];
  const lineAt = (offset) => src.slice(0, offset).split('\n').length;
  for (const m of src.matchAll(/<!--([\s\S]*?)-->/g)) {
    m[1].split('\n').forEach((t, k) => {
      out.push({ line: lineAt(m.index) + k, text: t });
    });
  }
  for (const m of src.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    out.push(...jsComments(m[2], lineAt(m.index + m[1].length)));
  }
  for (const m of src.matchAll(/(<style\b[^>]*>)([\s\S]*?)<\/style>/gi)) {
    out.push(...blockAndLineComments(m[2], null, '"\'', lineAt(m.index + m[1].length)));
  }
  return out;
}

/** Every comment line of a source file, as `{ line, text }`. */
export function commentsOf(path, text) {
  switch (languageOf(path, text)) {
    case 'js':
      return jsComments(text);
    case 'css':
      return blockAndLineComments(text, null, '"\'');
    case 'sql':
      return blockAndLineComments(text, '--', '\'"');
    case 'html':
      return htmlComments(text);
    case 'shell':
      return shellComments(text);
    default:
      return [];
  }
}

/** The citations and refused mentions on one comment line. */
export function citationsIn(text) {
  const ids = [];
  for (const m of text.matchAll(RULE_CITATION)) ids.push(...m[1].match(new RegExp(ID, 'g')));
  for (const m of text.matchAll(DECISION_CITATION)) ids.push(...m[1].match(/P\d+/g));
  const outside = OUTSIDE.find(({ re }) => re.test(text))?.what;
  return { ids: [...new Set(ids)], outside: outside ? [outside] : [] };
}

/** The ids the docs define: D ids in docs/rules/*.md, P ids in docs/decisions.md, and the docs' own problems. */
export function definedIds(root) {
  const defined = new Map(); // id -> 'docs/rules/x.md'
  const problems = [];
  const files = new Map(); // relative path -> Set of raw anchors
  const rulesDir = join(root, 'docs/rules');
  const ruleFiles = existsSync(rulesDir)
    ? readdirSync(rulesDir)
        .filter((f) => f.endsWith('.md'))
        .sort()
    : [];
  const sources = [
    ...ruleFiles.map((f) => ({ path: `docs/rules/${f}`, kind: 'D' })),
    { path: 'docs/decisions.md', kind: 'P' },
  ];
  for (const { path, kind } of sources) {
    const full = join(root, path);
    if (!existsSync(full)) {
      problems.push({ file: path, line: 0, problem: 'is missing' });
      continue;
    }
    const raw = new Set();
    for (const { id, line } of anchorsOf(readFileSync(full, 'utf8'))) {
      raw.add(id);
      const norm = normaliseId(id);
      if (!new RegExp(`^${kind}\\d+(?:\\.\\d+)*$`).test(norm)) continue;
      if (defined.has(norm)) {
        problems.push({
          file: path,
          line,
          problem: `defines ${norm} again (first defined in ${defined.get(norm)})`,
        });
      } else defined.set(norm, path);
    }
    files.set(path, raw);
  }
  return { defined, problems, files };
}

/** Links from docs/**.md to a `#dN` / `#pN` anchor that the linked file does not define. */
function brokenDocLinks(root) {
  const problems = [];
  const docs = walk(join(root, 'docs'), []).filter((f) => f.endsWith('.md'));
  const anchorCache = new Map();
  const anchorsIn = (file) => {
    if (!anchorCache.has(file)) {
      anchorCache.set(
        file,
        existsSync(file) ? new Set(anchorsOf(readFileSync(file, 'utf8')).map((a) => a.id)) : null,
      );
    }
    return anchorCache.get(file);
  };
  for (const file of docs) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((text, index) => {
      for (const m of text.matchAll(/\]\(([^)\s#]*)#([dp]\d[\w.-]*)\)/gi)) {
        const target = m[1] ? resolve(dirname(file), m[1]) : file;
        const anchors = anchorsIn(target);
        if (!anchors?.has(m[2])) {
          problems.push({
            file: relative(root, file),
            line: index + 1,
            problem: `links to ${m[1] || ''}#${m[2]}, which ${anchors ? 'that file does not define' : 'does not exist'}`,
          });
        }
      }
    });
  }
  return problems;
}

/**
 * Checks every comment under `dirs` (relative to `root`) against the ids the docs under `root` define.
 * Returns the problems, each `{ file, line, problem }`, and what was read.
 */
export function checkRuleCitations({ root = process.cwd(), dirs = SOURCE_DIRS } = {}) {
  const { defined, problems: docProblems } = definedIds(root);
  const problems = [...docProblems, ...brokenDocLinks(root)];
  let files = 0;
  let citations = 0;
  for (const dir of dirs) {
    for (const full of walk(join(root, dir), [])) {
      if (statSync(full).size > 2_000_000) continue;
      const text = readFileSync(full, 'utf8');
      const comments = commentsOf(full, text);
      if (languageOf(full, text) === null) continue;
      files++;
      const file = relative(root, full);
      for (const { line, text: comment } of comments) {
        const { ids, outside } = citationsIn(comment);
        for (const id of ids) {
          citations++;
          if (!defined.has(id)) {
            const where = id.startsWith('D') ? 'docs/rules/*.md' : 'docs/decisions.md';
            problems.push({ file, line, problem: `cites ${id}, which ${where} does not define` });
          }
        }
        for (const what of outside) problems.push({ file, line, problem: `${what}: ${comment.trim()}` });
      }
    }
  }
  return { problems, files, citations, defined: [...defined.keys()] };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const { problems, files, citations, defined } = checkRuleCitations({ root });
  for (const p of problems) console.log(`${p.file}:${p.line}: ${p.problem}`);
  console.log(
    `${files} files, ${citations} citations, ${defined.length} ids defined in docs: ${problems.length} problem${problems.length === 1 ? '' : 's'}`,
  );
  process.exitCode = problems.length ? 1 : 0;
}
