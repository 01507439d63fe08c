/**
 * The client's language (docs/rules/leads.md#d5.19): English or Spanish, chosen when the lead is made,
 * else guessed from what the creator typed of the post. The first message and the templates a picker
 * is offered speak it, whatever the picker's own screen speaks.
 */
import { define, optional } from 'superstruct';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './i18n';
import { refusal } from './rules';

/** `en` or `es`, else 400 'Language is not a valid choice' (the user's choice says the same). */
export const languageChoice = define<Language>('language', (v) =>
  LANGUAGES.includes(v as Language) ? true : refusal('rules.choice', { label: 'Language' }),
);

/** A lead's language as a form or an upload gives it: left out, the guess decides. */
export const optionalLeadLanguage = optional(languageChoice);

/** Letters and marks English never writes: ¿ ¡ ñ and the accented vowels. */
const SPANISH_LETTERS = /[¿¡ñáéíóú]/i;
/** Words a Spanish rental post says that an English one does not. */
const SPANISH_WORDS =
  /\b(hola|se alquila|alquil\w*|rec[aá]maras?|habitaci\w*|cuartos?|ba[nñ]os?|apartamento|amueblad[oa]|disponible|mensual(es)?|incluye|calle|avenida)\b/i;

/**
 * Spanish when the post's text (its details and address) holds a letter only Spanish writes or a word
 * of a Spanish post; English otherwise, the default (docs/rules/leads.md#d5.19). A guess the creator
 * may change: a name is left out, since "José" in Denver rents in English.
 */
export function guessLeadLanguage(...texts: (string | null | undefined)[]): Language {
  const text = texts.filter(Boolean).join('\n');
  return SPANISH_LETTERS.test(text) || SPANISH_WORDS.test(text) ? 'es' : DEFAULT_LANGUAGE;
}

/** The guess from a lead's own fields: its details and its address. */
export const postLanguage = (lead: { houseApt_details: string; address: string }): Language =>
  guessLeadLanguage(lead.houseApt_details, lead.address);

/** How an upload's `language` cell may say each language, compared in lower case without accents. */
const CELL_WORDS: Record<string, Language> = {
  en: 'en',
  english: 'en',
  ingles: 'en',
  es: 'es',
  spanish: 'es',
  espanol: 'es',
};

/**
 * An upload's `language` cell (docs/rules/uploads.md#d5.7): `en`/`es` or the language's name in
 * either language, any case; blank: null, the guess decides; anything else: undefined, a refusal.
 */
export function languageOfCell(cell: string): Language | null | undefined {
  const word = cell.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  return word === '' ? null : CELL_WORDS[word];
}
