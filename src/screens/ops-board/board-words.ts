/** What the board's texts are said with: its catalog, the contract's words (useTerm) and the dates' language. */
import { useMemo } from 'react';
import type { Language } from '../../contract/i18n';
import { boardCatalog } from '../../locales/board';
import { useLanguage } from '../../ui/language';
import { type Translate, useT } from '../../ui/use-t';
import { useTerm } from '../../ui/use-term';

export interface BoardWords {
  t: Translate<keyof typeof boardCatalog.en>;
  /** A contract word (an outcome, a skip reason, a picker's state) in the reader's language. */
  term: (english: string) => string;
  language: Language;
}

export function useBoardWords(): BoardWords {
  const t = useT(boardCatalog);
  const term = useTerm();
  const language = useLanguage();
  return useMemo(() => ({ t, term, language }), [t, term, language]);
}
