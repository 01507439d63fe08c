/** A found lead as a picker checks it before acting: who, where, the listing, its email and status. */
import { DEAL_FIELDS, type DealFieldName, LEAD_FIELDS, type Rental } from '../../contract';
import { fieldText } from '../../lib/lead-field-text';
import { formatDateTime } from '../../lib/panama-dates';
import type { Voice } from '../columns/columns';
import { useVoice } from '../columns/use-voice';

/** What every found lead carries, a full lead or the copy a deal takes of it. */
type LeadSummary = Pick<Rental, DealFieldName | 'client_email'>;
type Row = [label: string, value: string | null];

// Said in the reader's language by the lists catalog.
const STATUS_LABEL = { valid: 'Valid', invalid: 'Invalid' } as const;

// Labels in English; DetailList says them in the reader's language.
const summaryRows = (lead: LeadSummary): Row[] => [
  ...DEAL_FIELDS.map((name): Row => [LEAD_FIELDS[name].label, fieldText(name, lead[name])]),
  ['Client Email', lead.client_email],
];

/** A full lead: the summary, then whether its number works and when it came in. */
export function LeadDetails({ lead }: { lead: Rental }) {
  const voice = useVoice();
  return (
    <DetailList
      voice={voice}
      rows={[
        ...summaryRows(lead),
        ['Number Status', lead.number_status ? voice.word(STATUS_LABEL[lead.number_status]) : null],
        ['Created', formatDateTime(lead.createdAt, voice.language)],
      ]}
    />
  );
}

/** A lead as a deal copies it: the summary alone (the deal search answers with no status or date). */
export function LeadSummaryDetails({ lead }: { lead: LeadSummary }) {
  return <DetailList voice={useVoice()} rows={summaryRows(lead)} />;
}

function DetailList({ rows, voice }: { rows: Row[]; voice: Voice }) {
  return (
    <dl className="rl-dl">
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{voice.word(label)}</dt>
          <dd>{value || '-'}</dd>
        </div>
      ))}
    </dl>
  );
}
