/**
 * No user-facing text is written in a translated folder's code (docs/rules/language.md): every text
 * a person reads there comes from a catalog. It finds JSX text, the text props people read (label,
 * placeholder, title, aria-label, alt) and the words given to toasts and to messageOf, written as
 * literals. A folder joins the list (src/locales/translated.ts) once its screens are translated.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { TRANSLATED } from '../../src/locales/translated';

const TEXT_PROPS = new Set(['label', 'placeholder', 'title', 'aria-label', 'alt', 'heading']);
const TEXT_CALLS = new Set(['toastSuccess', 'toastError', 'toastLoading', 'toastInfo', 'messageOf', 'toast']);
const WORDS = /[A-Za-z]{2,}/;

const codeFiles = (folder: string) =>
  readdirSync(folder)
    .filter((name) => /\.tsx?$/.test(name) && !/\.(stories|test)\.tsx?$/.test(name))
    .map((name) => join(folder, name));

/** Every literal text a person would read in a file, with its line. */
function hardCodedTexts(file: string, source = readFileSync(file, 'utf8')): string[] {
  const tree = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push(
      `${file}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(text)}`,
    );
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) report(node, node.text.trim());
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText())) {
      const value = node.initializer;
      const literal =
        value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
          ? value.expression
          : value;
      if (literal && ts.isStringLiteralLike(literal) && WORDS.test(literal.text)) report(node, literal.text);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText().split('.').pop() ?? '';
      if (TEXT_CALLS.has(callee) || node.expression.getText().startsWith('toast.')) {
        for (const arg of node.arguments)
          if (ts.isStringLiteralLike(arg) && WORDS.test(arg.text)) report(arg, arg.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('hard-coded user-facing text', () => {
  it('finds the kinds of text it looks for', () => {
    const sample = `
      const a = <h1>Login</h1>;
      const b = <TextField label="Email" placeholder={'Your email'} />;
      toastSuccess('Saved');
      messageOf(error, 'Something went wrong');
      const fine = <p className="rl-muted">{t('login.intro')}</p>;
    `;
    expect(hardCodedTexts('sample.tsx', sample)).toEqual([
      'sample.tsx:2 "Login"',
      'sample.tsx:3 "Email"',
      'sample.tsx:3 "Your email"',
      'sample.tsx:4 "Saved"',
      'sample.tsx:5 "Something went wrong"',
    ]);
  });

  it('covers every folder of screens, shared parts, UI parts and the core', () => {
    const folders = ['src/screens', 'src/screen-parts']
      .flatMap((root) =>
        readdirSync(root, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${root}/${entry.name}`),
      )
      .concat('src/ui', 'src/core');
    expect(folders.filter((folder) => !(folder in TRANSLATED))).toEqual([]);
  });

  for (const folder of Object.keys(TRANSLATED)) {
    it(`${folder} takes every text from a catalog`, () => {
      expect(codeFiles(folder).flatMap((file) => hardCodedTexts(file))).toEqual([]);
    });
  }
});
