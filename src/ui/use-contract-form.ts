/** Form state validated by a contract schema, so the form shows the server's words before it asks. */
import { useCallback, useState } from 'react';
import type { Struct } from 'superstruct';
import { check, errorsByField, type FieldError } from '../contract';

export function useContractForm<T, V extends Record<string, unknown>>(
  schema: Struct<T, unknown>,
  initial: V,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setField = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name as string]: _cleared, ...rest } = e;
      return rest;
    });
  }, []);

  /**
   * Checks every field; returns the parsed value, or null after showing the errors. `fixed` adds
   * values the user does not type (e.g. the signed-in admin as the new user's admin).
   */
  const validate = useCallback(
    (fixed: Partial<V> = {}): T | null => {
      const result = check(schema, { ...values, ...fixed });
      if (result.ok) {
        setErrors({});
        return result.value;
      }
      setErrors(errorsByField(result.errors));
      return null;
    },
    [schema, values],
  );

  /** Puts the server's field errors (a 400's `errors`) under the fields. */
  const showErrors = useCallback((fieldErrors: FieldError[]) => setErrors(errorsByField(fieldErrors)), []);

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  return { values, errors, setField, validate, showErrors, reset };
}
