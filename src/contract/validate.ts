/** Runs a contract schema with coercion and returns every failing field with its spec message. */
import { validate as run, type Struct } from 'superstruct';
import type { Text } from './i18n';

export interface FieldError {
  path: string;
  message: string;
  /** The message as a Text, to say it in another language (the wire carries `message` alone). */
  text?: Text;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

export function check<T>(struct: Struct<T, unknown>, input: unknown): Checked<T> {
  // mask: unknown keys are dropped, so a form's extra fields or a client's extra keys never fail a call.
  const [error, value] = run(input, struct, { coerce: true, mask: true });
  if (!error) return { ok: true, value: value as T };
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const failure of error.failures()) {
    const path = failure.path.join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    // superstruct's own wording for a wrong shape ("Expected an object…") is replaced for top-level bodies.
    if (path === '') errors.push({ path, message: 'The request body must be a JSON object' });
    else {
      const { text } = failure as { text?: Text };
      errors.push(text ? { path, message: failure.message, text } : { path, message: failure.message });
    }
  }
  return { ok: false, errors };
}

/** Field → first message, the shape forms show under each input. */
export const errorsByField = (errors: FieldError[]): Record<string, string> =>
  Object.fromEntries(errors.map((e) => [e.path, e.message]));
