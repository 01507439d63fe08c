/** A user's language choice (docs/rules/language.md): the body of PATCH /users/profile. */
import { define, type Infer, object } from 'superstruct';
import { LANGUAGES, type Language } from './i18n';
import { refusal } from './rules';

export const LanguageInput = object({
  language: define<Language>('language', (v) =>
    LANGUAGES.includes(v as Language) ? true : refusal('rules.choice', { label: 'Language' }),
  ),
});
export type LanguageInput = Infer<typeof LanguageInput>;
