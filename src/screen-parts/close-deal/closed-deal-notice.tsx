/** What replaces the form when the lead has its deal: the one just closed, or one closed before. */
import { CLOSED_STATUS_LABELS, type ClosedRental, paymentMethodLabel } from '../../contract';
import { formatDateTime } from '../../lib/panama-dates';
import { formsCatalog } from '../../locales/forms';
import { useLanguage } from '../../ui/language';
import { useT } from '../../ui/use-t';
import { useTerm } from '../../ui/use-term';

interface ClosedDealNoticeProps {
  /** Null when the server refused a second deal (409) without saying which one exists. */
  deal: ClosedRental | null;
  justClosed: boolean;
}

export function ClosedDealNotice({ deal, justClosed }: ClosedDealNoticeProps) {
  const t = useT(formsCatalog);
  const term = useTerm();
  const language = useLanguage();
  return (
    <section className="rl-card rl-stack rl-notice" aria-label={t('forms.deal')}>
      <h2>{justClosed ? t('forms.dealClosed') : t('forms.dealAlreadyClosed')}</h2>
      <p role="status">{justClosed ? t('forms.dealSaved') : t('forms.oneDeal')}</p>
      {deal ? (
        <dl className="rl-dl">
          <dt>{t('forms.status')}</dt>
          <dd>{term(CLOSED_STATUS_LABELS[deal.status])}</dd>
          <dt>{t('forms.paymentMethodTitle')}</dt>
          <dd>{term(paymentMethodLabel(deal.payment_method))}</dd>
          <dt>{t('forms.clientEmail')}</dt>
          <dd>{deal.client_email}</dd>
          <dt>{t('forms.closed')}</dt>
          <dd>{formatDateTime(deal.createdAt, language)}</dd>
        </dl>
      ) : null}
    </section>
  );
}
