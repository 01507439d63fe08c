/**
 * The client's own messages (no answer, a time-out, an unreadable answer) in the page's language,
 * as the server says its own (<html lang>, docs/rules/language.md#d14.4): they show wherever the
 * server's messages show. English when the page names no language we speak, or when the Spanish
 * texts cannot load (offline, most likely, when these messages are said).
 */
import { english, i18nFor, languageOf, loadCatalog, type Values } from '../contract/i18n';
import { partsCatalog } from '../locales/parts';

type PartsKey = keyof typeof partsCatalog.en;

/** The language `<html lang>` names, if one we speak; none outside a page (a Node caller). */
export const pageLanguage = () =>
  typeof document === 'undefined' ? null : languageOf(document.documentElement.getAttribute('lang'));

export async function pageText(id: PartsKey, values?: Values): Promise<string> {
  const language = pageLanguage();
  if (language && language !== 'en') {
    try {
      await loadCatalog(partsCatalog, language);
      return i18nFor(language)._(id, values);
    } catch {
      // The texts' chunk did not load: English below.
    }
  }
  return english(partsCatalog, id, values);
}
