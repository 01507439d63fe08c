/**
 * The contract's words (a lead field's label, a status, an outcome) in the element's language: the
 * contract keeps them in English, the `terms` catalog holds their Spanish (docs/rules/language.md).
 */
import { useCallback } from 'react';
import { localize } from '../contract/i18n';
import { termsCatalog } from '../locales/terms';
import { useLanguage } from './language';
import { useT } from './use-t';

export function useTerm(): (english: string) => string {
  const language = useLanguage();
  useT(termsCatalog);
  return useCallback((english: string) => localize(language, english), [language]);
}
