/**
 * The host page's language (docs/rules/language.md): `?lang=es|en` in its address (before the `#`),
 * else the signed-in user's choice, else the browser's languages; set as <html lang>, which every
 * element without a nearer `lang` follows.
 */
import { type AuthUser, DEFAULT_LANGUAGE, type Language, languageOf } from '../contract';

export function pageLanguage(
  search: string,
  user: AuthUser | null,
  browser: readonly string[] = navigator.languages ?? [navigator.language],
): Language {
  const asked = languageOf(new URLSearchParams(search).get('lang'));
  if (asked) return asked;
  if (user?.language) return user.language;
  for (const tag of browser) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

export function applyPageLanguage(language: Language): void {
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}
