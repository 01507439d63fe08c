/**
 * What the report's texts are said with: its catalog, the contract's words (an outcome's name) and the
 * language its days and figures are written in. The spreadsheet keeps English (docs/rules/language.md#d14.4).
 */
import { useMemo } from 'react';
import { english, type Language } from '../../contract/i18n';
import { reportsCatalog } from '../../locales/reports';
import { useLanguage } from '../../ui/language';
import { type Translate, useT } from '../../ui/use-t';
import { useTerm } from '../../ui/use-term';

export interface ReportWords {
  t: Translate<keyof typeof reportsCatalog.en>;
  term: (english: string) => string;
  language: Language;
}

/** The words the .xlsx and the tests read: the product's English. */
export const englishWords = (): ReportWords => ({
  t: (id, values) => english(reportsCatalog, id, values),
  term: (word) => word,
  language: 'en',
});

export function useReportWords(): ReportWords {
  const t = useT(reportsCatalog);
  const term = useTerm();
  const language = useLanguage();
  return useMemo(() => ({ t, term, language }), [t, term, language]);
}
