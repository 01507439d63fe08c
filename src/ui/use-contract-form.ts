/**
 * Form state validated by a contract schema, so the form shows the server's words before it asks,
 * said in the element's language (docs/rules/language.md).
 */
import { useCallback, useMemo, useState } from 'react';
import type { Struct } from 'superstruct';
import { check, type FieldError, localize } from '../contract';
import { rulesCatalog } from '../locales/rules';
import { useLanguage } from './language';
import { useT } from './use-t';

const byField = (errors: FieldError[]): Record<string, FieldError> => {
  const first: Record<string, FieldError> = {};
  for (const error of errors) first[error.path] ??= error;
  return first;
};

export function useContractForm<T, V extends Record<string, unknown>>(
  schema: Struct<T, unknown>,
  initial: V,
) {
  const [values, setValues] = useState<V>(initial);
  const [fieldErrors, setFieldErrors] = useState<Record<string, FieldError>>({});
  const language = useLanguage();
  // The builders' messages in this language: loaded before the form shows.
  useT(rulesCatalog);

  const setField = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setFieldErrors((e) => {
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
        setFieldErrors({});
        return result.value;
      }
      setFieldErrors(byField(result.errors));
      return null;
    },
    [schema, values],
  );

  /** Puts the server's field errors (a 400's `errors`) under the fields. */
  const showErrors = useCallback((errors: FieldError[]) => setFieldErrors(byField(errors)), []);

  const reset = useCallback(() => {
    setValues(initial);
    setFieldErrors({});
  }, [initial]);

  // Said at render, so a change of language says the shown errors again.
  const errors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(fieldErrors).map(([path, e]) => [path, localize(language, e.message, e.text)]),
      ) as Record<string, string>,
    [fieldErrors, language],
  );

  return { values, errors, setField, validate, showErrors, reset };
}
