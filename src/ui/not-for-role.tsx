/** What a lead list shows a user whose role does not get it (docs/rules/people.md), e.g. when embedded outside the host's guards. */
import { partsCatalog } from '../locales/parts';
import { useT } from './use-t';

export function NotForRole() {
  const t = useT(partsCatalog);
  return (
    <p className="rl-card rl-error" role="alert">
      {t('parts.notForRole')}
    </p>
  );
}
