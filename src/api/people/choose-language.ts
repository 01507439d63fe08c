/** PATCH /users/profile: the signed-in user's own language, kept on the server. */
import { useMutation } from '@tanstack/react-query';
import { type Language, profileLanguage } from '../../contract';
import { call } from '../../core/api-client';

export const chooseLanguage = (language: Language) =>
  call(profileLanguage.chooseLanguage, { body: { language } }).then((r) => r.data);

export const useChooseLanguage = () => useMutation({ mutationFn: chooseLanguage });
