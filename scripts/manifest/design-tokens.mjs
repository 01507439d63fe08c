/**
 * The --rl-* design tokens of src/ui/styles/base.css as manifest cssProperties: one token a line,
 * `--rl-name: default;` and then a comment saying what it styles. A token without its comment gets an
 * empty description, which the manifest test reports.
 */
import { readFileSync } from 'node:fs';

export const TOKENS_FILE = 'src/ui/styles/base.css';

const TOKEN_LINE = /^\s*(--rl-[\w-]+)\s*:\s*(.*?);\s*(?:\/\*\s*(.*?)\s*\*\/)?\s*$/;

/** @returns {{ name: string, default: string, description: string }[]} */
export function readDesignTokens(file = TOKENS_FILE) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => TOKEN_LINE.exec(line))
    .filter((match) => match !== null)
    .map(([, name, value, description]) => ({ name, default: value.trim(), description: description ?? '' }));
}
