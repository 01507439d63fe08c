import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_POLICY, SONNER_STYLE_HASH } from './security-headers';

describe('the page policy', () => {
  it('allows the stylesheet the installed sonner appends to document.head, by its hash', () => {
    const source = readFileSync('node_modules/sonner/dist/index.mjs', 'utf8');
    const literal = source.match(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/)?.[1];
    if (!literal)
      throw new Error('sonner no longer inserts its CSS with __insertCSS("…"): check the page policy');
    const hash = createHash('sha256').update(JSON.parse(literal)).digest('base64');
    expect(SONNER_STYLE_HASH).toBe(`'sha256-${hash}'`);
    // First empty, then filled: Chromium checks both.
    const empty = createHash('sha256').update('').digest('base64');
    expect(PAGE_POLICY).toContain(`style-src 'self' 'sha256-${empty}' ${SONNER_STYLE_HASH};`);
  });

  it('runs no script but the build’s own files, and compiles WebAssembly only, no eval', () => {
    expect(PAGE_POLICY).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(PAGE_POLICY).not.toMatch(/'unsafe-(inline|eval)'/);
  });
});
