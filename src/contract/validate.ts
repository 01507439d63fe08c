/** Runs a contract schema with coercion and returns every failing field with its spec message. */
import { validate as run, type Struct } from 'superstruct';

export interface FieldError {
  path: string;
  message: string;
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
    errors.push({ path, message: path === '' ? 'The request body must be a JSON object' : failure.message });
  }
  return { ok: false, errors };
}

/** Field → first message, the shape forms show under each input. */
export const errorsByField = (errors: FieldError[]): Record<string, string> =>
  Object.fromEntries(errors.map((e) => [e.path, e.message]));
