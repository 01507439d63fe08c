/**
 * The product's two languages (docs/rules/language.md): one Lingui instance per language, shared by
 * every element on a page and by the server, and the catalogs each screen or area loads into them.
 * English is a catalog's static part (today's texts, first paint); Spanish loads on first use.
 */
import { type I18n, type Messages, setupI18n } from '@lingui/core';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The locale each language formats with: Panama's Spanish writes day/month/year. */
export const LOCALE_OF: Record<Language, string> = { en: 'en-US', es: 'es-PA' };

/** 'es', 'es-PA', 'ES-mx' → 'es'; anything else (or nothing) → null. */
export function languageOf(tag: string | null | undefined): Language | null {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === base) ?? null;
}

const instances = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    setupI18n({ locale: LOCALE_OF[language], messages: { [LOCALE_OF[language]]: {} } }),
  ]),
) as Record<Language, I18n>;

export const i18nFor = (language: Language): I18n => instances[language];

/** A compiled catalog as JSON reads it (Lingui's compiled form, typed loosely by the JSON import). */
type CompiledModule = { default: Record<string, unknown> };

/** One catalog: its English texts, and its Spanish ones loaded only when asked for. */
export interface Catalog<K extends string = string> {
  readonly en: Record<K, unknown>;
  readonly es: () => Promise<CompiledModule>;
}

export const defineCatalog = <K extends string>(
  en: Record<K, unknown>,
  es: () => Promise<CompiledModule>,
): Catalog<K> => ({ en, es });

/**
 * Each loaded catalog's fixed English texts (no placeholder) and their ids, for texts passed as
 * words; a text several catalogs hold has several ids, any of them loaded in the reader's language.
 */
const idsOfEnglish = new Map<string, string[]>();

const loaded = new Map<Catalog, Partial<Record<Language, true | Promise<void>>>>();

/** Puts the catalog's English in place (once): the default texts, and the words `localize` knows. */
function loadEnglish(catalog: Catalog): void {
  if (loaded.get(catalog)?.en === true) return;
  instances.en.load(LOCALE_OF.en, catalog.en as Messages);
  for (const [id, compiled] of Object.entries(catalog.en)) {
    const words = Array.isArray(compiled) && compiled.every((part) => typeof part === 'string');
    if (words) idsOfEnglish.set(compiled.join(''), [...(idsOfEnglish.get(compiled.join('')) ?? []), id]);
  }
  loaded.set(catalog, { ...loaded.get(catalog), en: true });
}

/** True once the catalog's texts are in the language's instance; English is put there at once. */
export function isLoaded(catalog: Catalog, language: Language): boolean {
  loadEnglish(catalog);
  return loaded.get(catalog)?.[language] === true;
}

/** Loads the catalog's texts for a language (once; later calls share the same promise). */
export function loadCatalog(catalog: Catalog, language: Language): Promise<void> {
  if (isLoaded(catalog, language)) return Promise.resolve();
  const state = loaded.get(catalog) ?? {};
  const pending = state[language];
  if (pending instanceof Promise) return pending;
  const promise = catalog.es().then((module) => {
    instances[language].load(LOCALE_OF[language], module.default as Messages);
    loaded.set(catalog, { ...loaded.get(catalog), [language]: true });
  });
  loaded.set(catalog, { ...state, [language]: promise });
  return promise;
}

export type Values = Record<string, string | number>;

/** A text to say, as an id in a catalog and its values: resolved in the reader's language at the edge. */
export interface Text {
  id: string;
  values?: Values;
}

/**
 * A message in the reader's language: a Text by its id (its string values, labels, translated in
 * turn), an English text by the id it has in a loaded catalog; anything else as it is.
 */
export function localize(language: Language, message: string, text?: Text): string {
  if (language === 'en') return message;
  const i18n = instances[language];
  if (text) {
    const values = Object.fromEntries(
      Object.entries(text.values ?? {}).map(([name, value]) => [
        name,
        typeof value === 'string' ? localize(language, value) : value,
      ]),
    );
    return i18n._(text.id, values);
  }
  const id = idsOfEnglish.get(message)?.find((candidate) => i18n.messages[candidate] !== undefined);
  return id ? i18n._(id) : message;
}

/** A catalog's text in English, as the contract's messages are written (the default language). */
export function english(catalog: Catalog, id: string, values?: Values): string {
  isLoaded(catalog, 'en');
  return instances.en._(id, values);
}
