/**
 * Compiles every catalog's ICU sources (src/locales/<catalog>/<locale>.json) into Lingui's compiled
 * form (<locale>.compiled.json), which the elements and the server load without a parser
 * (docs/rules/language.md). `--check` fails when a compiled file is stale or a key lacks a text.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const ROOT = new URL('../src/locales/', import.meta.url).pathname;
export const LOCALES = ['en', 'es'];

export function compileCatalog(source) {
  return Object.fromEntries(Object.entries(source).map(([id, text]) => [id, compileMessageOrThrow(text)]));
}

const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
// One message a line: a change to one text is one line of diff.
const serialise = (compiled) =>
  `{\n${Object.entries(compiled)
    .map(([id, message]) => `  ${JSON.stringify(id)}: ${JSON.stringify(message)}`)
    .join(',\n')}\n}\n`;

export function catalogNames() {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function run(checkOnly) {
  const problems = [];
  for (const name of catalogNames()) {
    const english = Object.keys(read(join(ROOT, name, 'en.json')));
    for (const locale of LOCALES) {
      const source = read(join(ROOT, name, `${locale}.json`));
      const missing = english.filter((id) => typeof source[id] !== 'string' || source[id].trim() === '');
      if (missing.length) problems.push(`${name}/${locale}.json lacks ${missing.join(', ')}`);
      const target = join(ROOT, name, `${locale}.compiled.json`);
      const text = serialise(compileCatalog(source));
      let current = '';
      try {
        current = readFileSync(target, 'utf8');
      } catch {}
      if (current === text) continue;
      // Written only when it changed: npm test type-checks the sources while the build runs this.
      if (checkOnly) problems.push(`${name}/${locale}.compiled.json is stale: run npm run i18n`);
      else writeFileSync(target, text);
    }
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) run(process.argv.includes('--check'));
