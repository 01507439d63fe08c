/** What replaces the form when the lead has its deal: the one just closed, or one closed before. */
import { CLOSED_STATUS_LABELS, type ClosedRental, paymentMethodLabel } from '../../contract';
import { formatDateTime } from '../../lib/panama-dates';

interface ClosedDealNoticeProps {
  /** Null when the server refused a second deal (409) without saying which one exists. */
  deal: ClosedRental | null;
  justClosed: boolean;
}

export function ClosedDealNotice({ deal, justClosed }: ClosedDealNoticeProps) {
  return (
    <section className="rl-card rl-stack rl-notice" aria-label="Deal">
      <h2>{justClosed ? 'Deal closed' : 'Deal already closed'}</h2>
      <p role="status">
        {justClosed
          ? 'The deal is saved and waits for an admin to mark it done or failed.'
          : 'This lead already has a deal; one lead closes one deal.'}
      </p>
      {deal ? (
        <dl className="rl-dl">
          <dt>Status</dt>
          <dd>{CLOSED_STATUS_LABELS[deal.status]}</dd>
          <dt>Payment Method</dt>
          <dd>{paymentMethodLabel(deal.payment_method)}</dd>
          <dt>Client Email</dt>
          <dd>{deal.client_email}</dd>
          <dt>Closed</dt>
          <dd>{formatDateTime(deal.createdAt)}</dd>
        </dl>
      ) : null}
    </section>
  );
}
