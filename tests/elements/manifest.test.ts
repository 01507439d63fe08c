/**
 * custom-elements.json tells the truth about the code: every element, attribute and event the code
 * has is in it, every part it names is in the element's markup, every design token is documented,
 * each element's roles are the route table's, and it (with README's element table) equals a fresh
 * generation. The code side is read from the sources, following imports from each element file.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CustomElementDeclaration, Package } from 'custom-elements-manifest/schema';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../src/contract';
import { PROFILE_ROUTE, ROLE_ROUTES } from '../../src/lib/routes';

type Element = CustomElementDeclaration & { roles?: { name: string; description: string }[] };

const read = (file: string) => readFileSync(file, 'utf8');
const manifest: Package = JSON.parse(read('custom-elements.json'));
const elements = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .filter((d): d is Element => 'customElement' in d && d.customElement === true);
const manifestElement = (tag: string) => {
  const element = elements.find((e) => e.tagName === tag);
  if (!element) throw new Error(`custom-elements.json has no <${tag}>: run npm run manifest`);
  return element;
};

const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1] ?? '');

function resolveImport(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((file) => existsSync(file));
}

/** The local modules a file loads, itself included: value imports, re-exports and lazy imports. */
function reachableFrom(start: string): string[] {
  const seen = new Set([start]);
  for (const file of seen) {
    const source = read(file);
    const specifiers = [
      ...matches(source, /^(?:import|export)\s+(?!type\s)[^;]*?from\s+'(\.[^']+)'/gm),
      ...matches(source, /^import\s+'(\.[^']+)'/gm),
      ...matches(source, /import\(\s*'(\.[^']+)'\s*\)/g),
    ];
    for (const specifier of specifiers) {
      const target = resolveImport(file, specifier);
      if (target) seen.add(target);
    }
  }
  return [...seen];
}

const kebab = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, (_, a, b) => `${a}-${b.toLowerCase()}`);

/** One element as its file defines it, and what the files it loads emit and mark as parts. */
function codeElement(file: string) {
  const source = read(file);
  const call = /defineWidget\(\s*'(rl-[\w-]+)',\s*(\w+)/.exec(source);
  if (!call) throw new Error(`${file} has no defineWidget('rl-…', Screen) call`);
  const [, tag = '', screen = ''] = call;
  const screenImport = new RegExp(`import\\s*\\{[^}]*\\b${screen}\\b[^}]*\\}\\s*from\\s*'([^']+)'`).exec(
    source,
  );
  const screenFile = screenImport?.[1] && resolveImport(file, screenImport[1]);
  if (!screenFile) throw new Error(`${file}: cannot find the module of ${screen}`);
  const propsOption = /props:\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  // A screen's events may come from the shared parts it renders, as well as from its own files.
  const screenFiles = reachableFrom(screenFile).filter((f) => /^src\/(screens|screen-parts)\//.test(f));
  return {
    file,
    tag,
    attributes: matches(propsOption, /(\w+)\s*:/g).map(kebab),
    events: new Set(
      screenFiles.flatMap((f) => matches(read(f), /\bemit\(\s*'([\w-]+)'/g)).map((e) => `rl-${e}`),
    ),
    parts: new Set(
      reachableFrom(file).flatMap((f) =>
        matches(read(f), /\bpart="([^"]+)"/g).flatMap((p) => p.split(/\s+/)),
      ),
    ),
  };
}

const code = readdirSync('widgets')
  .filter((file) => file.endsWith('.element.ts'))
  .map((file) => codeElement(`widgets/${file}`));

describe('custom-elements.json', () => {
  it('declares every element defined in widgets/, and no other', () => {
    expect(code.length).toBeGreaterThan(0);
    expect(elements.map((e) => e.tagName).sort()).toEqual(code.map((c) => c.tag).sort());
  });

  it.each(code)('lists the attributes of $tag, each also a property', ({ tag, attributes }) => {
    const element = manifestElement(tag);
    // Every element also reads HTML's own `lang` (docs/rules/language.md), listed with its props.
    expect((element.attributes ?? []).map((a) => a.name).sort()).toEqual([...attributes, 'lang'].sort());
    for (const attribute of element.attributes ?? []) {
      expect(attribute.type?.text, `${tag} ${attribute.name}`).toBeTruthy();
      expect(attribute.description, `${tag} ${attribute.name}: add an @attr line`).toBeTruthy();
      // The platform's property, not one of the element's members.
      if (attribute.name === 'lang') continue;
      const field = element.members?.find((m) => m.name === attribute.fieldName);
      expect(field && 'attribute' in field && field.attribute).toBe(attribute.name);
    }
  });

  it.each(code)('lists the events of $tag, typed and described', ({ tag, events }) => {
    const element = manifestElement(tag);
    expect((element.events ?? []).map((e) => e.name).sort()).toEqual([...events].sort());
    for (const event of element.events ?? []) {
      expect(event.type?.text, `${tag} ${event.name}`).toMatch(/^CustomEvent<.+>$/);
      expect(event.description, `${tag} ${event.name}: add an @fires line`).toBeTruthy();
    }
  });

  it.each(code)('names only parts that the markup of $tag has', ({ tag, parts }) => {
    const missing = (manifestElement(tag).cssParts ?? []).map((p) => p.name).filter((p) => !parts.has(p));
    expect(missing, `@csspart without part="…" in ${tag}'s markup`).toEqual([]);
  });

  it('gives every element every design token of base.css, each with its default and description', () => {
    const declared = matches(read('src/ui/styles/base.css'), /^\s*(--rl-[\w-]+)\s*:/gm);
    expect(declared.length).toBeGreaterThan(0);
    for (const element of elements) {
      const tokens = element.cssProperties ?? [];
      expect(tokens.map((t) => t.name)).toEqual(declared);
      const undocumented = tokens.filter((t) => !t.description || !t.default).map((t) => t.name);
      expect(undocumented, 'tokens need `--rl-x: default; /* description */`').toEqual([]);
    }
  });

  it('gives each element the roles the route table gives it (`public` for signed-out pages)', () => {
    const known = new Set<string>([...ROLES, 'public']);
    for (const element of elements) {
      const roles = (element.roles ?? []).map((r) => r.name);
      expect(roles.length, `${element.tagName}: add @role lines`).toBeGreaterThan(0);
      expect(
        roles.filter((r) => !known.has(r)),
        element.tagName,
      ).toEqual([]);
      const routed = [...ROLE_ROUTES, PROFILE_ROUTE].filter((route) => route.tag === element.tagName);
      if (routed.length > 0) {
        expect(new Set(roles), element.tagName).toEqual(new Set(routed.flatMap((route) => route.roles)));
      }
    }
  });

  it('is the package.json customElements file, and every element type is exported to hosts', () => {
    expect(JSON.parse(read('package.json')).customElements).toBe('custom-elements.json');
    const hostTypes = read('widgets/host-types.ts');
    for (const { file } of code) expect(hostTypes).toContain(`'./${file.slice('widgets/'.length, -3)}'`);
  });

  it('equals a fresh generation, and so does the element table in README.md', () => {
    const check = spawnSync('node', ['scripts/manifest.mjs', '--check'], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  }, 120_000);
});
