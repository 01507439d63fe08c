/**
 * The account menu's Language group (docs/rules/language.md): English or Español as native radios,
 * applied at once to the page (<html lang>, which the elements follow) and kept on the server as the
 * user's choice, so it holds after a reload and the next sign-in.
 */
import { useId } from 'react';
import { useChooseLanguage } from '../../api/people/choose-language';
import { profileQuery } from '../../api/people/profile';
import { type AuthUser, LANGUAGES, type Language } from '../../contract';
import { authStore } from '../../core/auth-store';
import { queryClient } from '../../core/query-client';
import { applyPageLanguage } from '../../lib/page-language';
import { shellCatalog } from '../../locales/shell';
import { useLanguage } from '../../ui/language';
import { useT } from '../../ui/use-t';

const LABEL_IDS = { en: 'menu.languageEnglish', es: 'menu.languageSpanish' } as const;

export function LanguageChoices({ user }: { user: AuthUser }) {
  const name = useId();
  const t = useT(shellCatalog);
  const current = useLanguage();
  const save = useChooseLanguage();

  const choose = (language: Language) => {
    applyPageLanguage(language);
    // The cached profile too, or the shell's refresh (use-fresh-user.ts) would put the old choice back.
    queryClient.setQueryData(profileQuery().queryKey, (profile) => profile && { ...profile, language });
    authStore.getState().updateUser({ ...user, language });
    save.mutate(language);
  };

  return (
    <fieldset className="rl-menu__group">
      <legend className="rl-muted">{t('menu.language')}</legend>
      {LANGUAGES.map((language) => (
        // Each name in its own language, marked so a screen reader says it so.
        <label key={language} className="rl-menu__choice" lang={language}>
          <input
            type="radio"
            name={name}
            value={language}
            checked={current === language}
            onChange={() => choose(language)}
          />
          {t(LABEL_IDS[language])}
        </label>
      ))}
    </fieldset>
  );
}
