/** A found lead as a picker checks it before acting: who, where, the listing, its email and number status. */
import { RENTAL_LABELS, type Rental } from '../../contract';
import { formatDateTime } from '../../lib/panama-dates';

const STATUS_LABEL = { valid: 'Valid', invalid: 'Invalid' } as const;

export function LeadDetails({ lead }: { lead: Rental }) {
  const rows: [string, string | null][] = [
    [RENTAL_LABELS.client_name, lead.client_name],
    [RENTAL_LABELS.number, lead.number],
    [RENTAL_LABELS.rent, lead.rent],
    [RENTAL_LABELS.houseApt_details, lead.houseApt_details],
    [RENTAL_LABELS.address, lead.address],
    ['Client Email', lead.client_email],
    ['Number Status', lead.number_status ? STATUS_LABEL[lead.number_status] : null],
    ['Created', formatDateTime(lead.createdAt)],
  ];
  return (
    <dl className="rl-dl">
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value || '-'}</dd>
        </div>
      ))}
    </dl>
  );
}
