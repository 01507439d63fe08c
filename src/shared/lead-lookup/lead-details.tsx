/** A found lead as a picker checks it before acting: who, where, the listing, its email and status. */
import { DEAL_FIELDS, type DealFieldName, LEAD_FIELDS, type Rental } from '../../contract';
import { fieldText } from '../../lib/lead-field-text';
import { formatDateTime } from '../../lib/panama-dates';

/** What every found lead carries, a full lead or the copy a deal takes of it. */
type LeadSummary = Pick<Rental, DealFieldName | 'client_email'>;
type Row = [label: string, value: string | null];

const STATUS_LABEL = { valid: 'Valid', invalid: 'Invalid' } as const;

const summaryRows = (lead: LeadSummary): Row[] => [
  ...DEAL_FIELDS.map((name): Row => [LEAD_FIELDS[name].label, fieldText(name, lead[name])]),
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
