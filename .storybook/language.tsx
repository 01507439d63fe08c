/**
 * The Language toolbar (docs/rules/language.md): English or Español for every story, given to the
 * screen as its element's language and set as <html lang> (the server's answers and the toasts read
 * the page's). A story pins one with `globals: { language: 'es' }`.
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import { DEFAULT_LANGUAGE, type Language, languageOf } from '../src/contract/i18n';
import { LanguageProvider } from '../src/ui/language';

export const languageGlobalType: NonNullable<Preview['globalTypes']>[string] = {
  description: 'Widget language',
  toolbar: {
    title: 'Language',
    icon: 'globe',
    items: [
      { value: 'en', title: 'English' },
      { value: 'es', title: 'Español' },
    ],
    dynamicTitle: true,
  },
};

export const withLanguage: Decorator = (Story, { globals }) => {
  const language: Language = languageOf(globals.language as string | undefined) ?? DEFAULT_LANGUAGE;
  document.documentElement.lang = language;
  return (
    <LanguageProvider language={language}>
      <Story />
    </LanguageProvider>
  );
};
