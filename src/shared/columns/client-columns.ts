/** What Client Details shows of each picked lead, in order; the cards and the download read the same list. */
import { LEAD_FIELDS, LISTED_FIELDS, type ListedFieldName, type SheetLead } from '../../contract';
import { fieldText } from '../../lib/lead-field-text';
import { formatDateTime } from '../../lib/panama-dates';
import { type Column, orDash } from './columns';

const text = (header: string, read: (lead: SheetLead) => string | null | undefined): Column<SheetLead> => ({
  key: header,
  header,
  text: (lead) => orDash(read(lead)),
});

const field = (name: ListedFieldName) => text(LEAD_FIELDS[name].label, (l) => fieldText(name, l[name]));

export const CLIENT_NAME = field('client_name');

/** Shown under the client's name on a card: the email, then the other listed fields. */
export const CLIENT_DETAILS: readonly Column<SheetLead>[] = [
  text('Client Email', (l) => l.client_email),
  ...LISTED_FIELDS.filter((name) => name !== 'client_name').map(field),
  text('Picker Name', (l) => l.fetcher?.name),
  { key: 'updated', header: 'Updated', text: (l) => formatDateTime(l.updatedAt) },
];

/** The columns of rentalDetails_{timestamp}.xlsx. */
export const CLIENT_COLUMNS: readonly Column<SheetLead>[] = [CLIENT_NAME, ...CLIENT_DETAILS];
