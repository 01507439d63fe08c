/**
 * What the audit trail's texts are said with: its catalog; the Wording of the entries' changes
 * (src/screen-parts/columns/audit-text.ts), whose English words the audit, terms and shell catalogs hold
 * (a field's name, an outcome, a role's title); and the dates' language.
 */
import { useMemo } from 'react';
import { type Language, localize } from '../../contract/i18n';
import { auditCatalog } from '../../locales/audit';
import { shellCatalog } from '../../locales/shell';
import type { Wording } from '../../screen-parts/columns/audit-text';
import { useLanguage } from '../../ui/language';
import { type Translate, useT } from '../../ui/use-t';
import { useTerm } from '../../ui/use-term';

export interface AuditWords extends Wording {
  t: Translate<keyof typeof auditCatalog.en>;
  language: Language;
}

export function useAuditWords(): AuditWords {
  const t = useT(auditCatalog);
  // Loaded for `say`: the contract's words (terms) and the roles' titles (shell).
  useTerm();
  useT(shellCatalog);
  const language = useLanguage();
  return useMemo(
    () => ({ t, language, say: (english: string) => localize(language, english) }),
    [t, language],
  );
}
