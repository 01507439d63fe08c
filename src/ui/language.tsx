/**
 * An element's language (docs/rules/language.md): the nearest `lang` attribute, its own, else an
 * ancestor's (across shadow roots), else <html lang>, as native elements read it; followed when any
 * `lang` in the document changes. Screens read it with useLanguage and their texts with useT.
 */
import {
  createContext,
  type ReactNode,
  Suspense,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';
import { DEFAULT_LANGUAGE, type Language, languageOf } from '../contract/i18n';

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export const useLanguage = (): Language => useContext(LanguageContext);

/** The language of the nearest `lang` attribute above or on `node`; English when none names one we speak. */
export function languageAt(node: Element | null | undefined): Language {
  for (let el = node; el; ) {
    const lang = el.getAttribute('lang');
    if (lang !== null) return languageOf(lang) ?? DEFAULT_LANGUAGE;
    el = el.parentElement ?? ((el.getRootNode() as Partial<ShadowRoot>).host as Element | undefined);
  }
  return DEFAULT_LANGUAGE;
}

/** The host's language, kept up to date by one observer of the document's `lang` attributes. */
export function useHostLanguage(host: Element | undefined): Language {
  const [language, setLanguage] = useState(() => languageAt(host ?? document.documentElement));
  useEffect(() => {
    // A transition: the screen stays in the old language until the new one's texts have loaded,
    // instead of blanking behind the Suspense boundary meanwhile.
    const update = () => startTransition(() => setLanguage(languageAt(host ?? document.documentElement)));
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['lang'],
      subtree: true,
    });
    return () => observer.disconnect();
  }, [host]);
  return language;
}

/** Gives its screen a language; a screen's Spanish texts load on first use, so it waits for them here. */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <LanguageContext.Provider value={language}>
      <Suspense fallback={null}>{children}</Suspense>
    </LanguageContext.Provider>
  );
}
