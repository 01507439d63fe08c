/** A screen's texts in its element's language: `t(id, values)` over one catalog (docs/rules/language.md). */
import { useCallback } from 'react';
import { type Catalog, i18nFor, isLoaded, loadCatalog, type Values } from '../contract/i18n';
import { useLanguage } from './language';

export type Translate<K extends string> = (id: K, values?: Values) => string;

export function useT<K extends string>(catalog: Catalog<K>): Translate<K> {
  const language = useLanguage();
  // Suspends (LanguageProvider's boundary) until the catalog's texts in this language are loaded: a thrown
  // promise, as src/lib/phone.ts does, so the render starts again once they are (docs/rules/language.md).
  if (!isLoaded(catalog, language)) throw loadCatalog(catalog, language);
  const i18n = i18nFor(language);
  return useCallback((id: K, values?: Values) => i18n._(id, values), [i18n]);
}
