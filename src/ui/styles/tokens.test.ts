/**
 * The theming contract (P25): every colour, radius, font and spacing in the widgets' stylesheets comes
 * from a --rl-* token declared once in base.css with its default and a description, and the dark
 * theme sets nothing but those tokens.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(path, 'utf8');
const filesUnder = (dir: string, ending: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ending))
    .map((file) => join(dir, file));

const BASE = read('src/ui/styles/base.css');
const DARK = read('src/ui/styles/themes/dark.css');
/** Every stylesheet the widgets and the toaster adopt; the themes are checked on their own. */
const WIDGET_CSS = [...filesUnder('src/ui/styles', '.css'), ...filesUnder('src/screens', '.css')]
  .concat(filesUnder('src/core', '.css'))
  .filter((file) => !file.includes('/themes/'));

const layerStart = BASE.indexOf('@layer rl-tokens');
const tokenBlock = BASE.slice(layerStart, BASE.indexOf('\n}\n', layerStart) + 2);
const tokenLines = tokenBlock.split('\n').filter((line) => line.trim().startsWith('--'));
const TOKENS = new Set(tokenLines.map((line) => line.trim().split(':')[0]));

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
/** `property: value;` pairs of a stylesheet (selectors and at-rule preludes never end in `;`). */
const declarations = (css: string) =>
  [...withoutComments(css).matchAll(/([a-z-]+)\s*:\s*([^;{}]+);/g)].map(([, property = '', value = '']) => ({
    property,
    value: value.trim(),
  }));

const LITERAL_COLOUR =
  /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklch)\(|\b(white|black|red|green|blue|gray|grey)\b/i;
const LITERAL_LENGTH = /(^|[\s(,])-?\d*\.?\d+(px|rem|em|pt)\b/;
const SPACING = /^(margin|padding|gap|row-gap|column-gap)(-|$)/;
const TOKEN_ONLY = /^(border-radius|box-shadow|font-size|font-family|font-weight)$/;
const withoutTokens = (value: string) => value.replace(/var\(--rl-[a-z0-9-]+\)/g, '');

describe('tokens in base.css', () => {
  it('declares each token once, one a line, with its default and a description', () => {
    expect(tokenLines.length).toBeGreaterThan(20);
    for (const line of tokenLines) {
      expect(line).toMatch(/^ {4}--rl-[a-z0-9-]+: [^;]+; \/\* [A-Z][^*]*\. \*\/$/);
    }
    expect(TOKENS.size).toBe(tokenLines.length);
  });

  it('leaves no literal colour, radius, font or spacing in any widget stylesheet', () => {
    for (const file of WIDGET_CSS) {
      const css = file.endsWith('base.css') ? BASE.replace(tokenBlock, '') : read(file);
      for (const { property, value } of declarations(css)) {
        const where = `${file}: ${property}: ${value}`;
        expect(value, where).not.toMatch(LITERAL_COLOUR);
        if (TOKEN_ONLY.test(property)) expect(value, where).toMatch(/var\(--rl-|^(inherit|none|0|50%)$/);
        if (SPACING.test(property)) expect(withoutTokens(value), where).not.toMatch(LITERAL_LENGTH);
      }
    }
  });

  it('uses only declared tokens', () => {
    const sources = [...WIDGET_CSS, ...filesUnder('src', '.tsx')].map(read).join('\n');
    const used = new Set([...sources.matchAll(/var\((--rl-[a-z0-9-]+)/g)].map(([, token]) => token));
    expect([...used].filter((token) => !TOKENS.has(token))).toEqual([]);
  });

  it('keeps spacing, colours and fonts out of inline styles', () => {
    const inline = filesUnder('src', '.tsx')
      .filter((file) => !file.includes('.stories.'))
      .flatMap((file) =>
        [...read(file).matchAll(/style=\{\{([^}]*)\}\}/g)].map(([, style]) => `${file}: ${style}`),
      );
    expect(
      inline.filter((style) =>
        /\b(margin|padding|gap|color|background|font\w*|border\w*|boxShadow)\b\s*:/.test(style),
      ),
    ).toEqual([]);
  });
});

describe('the dark theme', () => {
  it('sets only declared --rl-* tokens, under .rl-theme-dark', () => {
    const css = withoutComments(DARK);
    expect(css.trim()).toMatch(/^\.rl-theme-dark \{[^}]*\}$/);
    const set = declarations(css);
    expect(set.length).toBeGreaterThan(10);
    for (const { property } of set)
      expect(TOKENS.has(`--${property.replace(/^-+/, '')}`), property).toBe(true);
  });
});
