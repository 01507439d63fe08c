/** The found lead as the deal copies it: who, where, the rent, the client's email. */
import { type DealClosingLead, RENTAL_LABELS } from '../../contract';

export function DealLeadDetails({ lead }: { lead: DealClosingLead }) {
  const rows: [string, string | null][] = [
    [RENTAL_LABELS.client_name, lead.client_name],
    [RENTAL_LABELS.number, lead.number],
    [RENTAL_LABELS.rent, lead.rent],
    [RENTAL_LABELS.houseApt_details, lead.houseApt_details],
    [RENTAL_LABELS.address, lead.address],
    ['Client Email', lead.client_email],
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
