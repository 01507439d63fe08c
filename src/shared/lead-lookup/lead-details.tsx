/** A found lead as a picker checks it before acting: who, where, the listing, its email and status. */
import { RENTAL_LABELS, type Rental } from '../../contract';
import { formatDateTime } from '../../lib/panama-dates';
import { showNumber } from '../../lib/phone';

/** What every found lead carries, a full lead or the copy a deal takes of it. */
type LeadSummary = Pick<
  Rental,
  'client_name' | 'number' | 'rent' | 'houseApt_details' | 'address' | 'client_email'
>;
type Row = [label: string, value: string | null];

const STATUS_LABEL = { valid: 'Valid', invalid: 'Invalid' } as const;

const summaryRows = (lead: LeadSummary): Row[] => [
  [RENTAL_LABELS.client_name, lead.client_name],
  [RENTAL_LABELS.number, lead.number && showNumber(lead.number)],
  [RENTAL_LABELS.rent, lead.rent],
  [RENTAL_LABELS.houseApt_details, lead.houseApt_details],
  [RENTAL_LABELS.address, lead.address],
  ['Client Email', lead.client_email],
];

/** A full lead: the summary, then whether its number works and when it came in. */
export function LeadDetails({ lead }: { lead: Rental }) {
  return (
    <DetailList
      rows={[
        ...summaryRows(lead),
        ['Number Status', lead.number_status ? STATUS_LABEL[lead.number_status] : null],
        ['Created', formatDateTime(lead.createdAt)],
      ]}
    />
  );
}

/** A lead as a deal copies it: the summary alone (the deal search answers with no status or date). */
export function LeadSummaryDetails({ lead }: { lead: LeadSummary }) {
  return <DetailList rows={summaryRows(lead)} />;
}

function DetailList({ rows }: { rows: Row[] }) {
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
