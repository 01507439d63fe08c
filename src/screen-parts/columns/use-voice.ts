/**
 * The table's voice (src/screen-parts/columns/columns.ts) in the element's language: the contract's words by
 * the terms catalog (useTerm), the lists' own (headers, statuses) by the lists catalog.
 */
import { useMemo } from 'react';
import { listsCatalog } from '../../locales/lists';
import { useLanguage } from '../../ui/language';
import { useT } from '../../ui/use-t';
import { useTerm } from '../../ui/use-term';
import type { Voice } from './columns';

export function useVoice(): Voice {
  const language = useLanguage();
  // Loaded, so `localize` (behind useTerm) finds the lists' words too.
  useT(listsCatalog);
  const word = useTerm();
  return useMemo(() => ({ language, word }), [language, word]);
}
