/**
 * PATCH /users/profile: the signed-in user's own language (docs/rules/language.md), part of
 * `peopleApi`. Apart so the shell's account menu loads no staff form's schemas.
 */
import { answer, endpoint } from '../endpoint';
import { ROLES } from '../enums';
import { LanguageInput } from '../language';

export const profileLanguage = {
  chooseLanguage: endpoint({
    method: 'PATCH',
    path: '/users/profile',
    roles: ROLES,
    body: LanguageInput,
    output: answer<LanguageInput>(),
    success: 'Language saved',
  }),
};
