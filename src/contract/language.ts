/** A user's language choice (docs/rules/language.md): the body of PATCH /users/profile. */
import { type Infer, object } from 'superstruct';
import { languageChoice } from './lead-language';

export const LanguageInput = object({ language: languageChoice });
export type LanguageInput = Infer<typeof LanguageInput>;
