/** What replaces the deal form when the lead's number is invalid: such a lead takes no deal (DEAL_ON_INVALID_NUMBER's words). */
import { formsCatalog } from '../../locales/forms';
import { useT } from '../../ui/use-t';

export function InvalidNumberNotice() {
  const t = useT(formsCatalog);
  return (
    <section className="rl-card rl-stack rl-notice" aria-label={t('forms.deal')}>
      <h2>{t('forms.invalidNumber')}</h2>
      <p role="status">{t('forms.dealOnInvalidNumber')}</p>
    </section>
  );
}
