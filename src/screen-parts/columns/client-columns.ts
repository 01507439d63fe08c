/** What Client Details shows of each picked lead, in order; its table and its download read the same list. */
import { LEAD_FIELDS, LISTED_FIELDS, type ListedFieldName, type SheetLead } from '../../contract';
import { fieldText } from '../../lib/lead-field-text';
import { formatDateTime } from '../../lib/panama-dates';
import { type Column, ENGLISH, orDash } from './columns';

const text = (header: string, read: (lead: SheetLead) => string | null | undefined): Column<SheetLead> => ({
  key: header,
  header,
  text: (lead) => orDash(read(lead)),
});

const field = (name: ListedFieldName): Column<SheetLead> => ({
  ...text(LEAD_FIELDS[name].label, (l) => fieldText(name, l[name])),
  wrap: LEAD_FIELDS[name].listed === 'wrap',
});

const CLIENT_NAME = field('client_name');

/** The client's name, email, the other listed fields, who picked it and when it last changed. */
export const CLIENT_COLUMNS: readonly Column<SheetLead>[] = [
  CLIENT_NAME,
  text('Client Email', (l) => l.client_email),
  ...LISTED_FIELDS.filter((name) => name !== 'client_name').map(field),
  text('Picker Name', (l) => l.fetcher?.name),
  {
    key: 'updated',
    header: 'Updated',
    text: (l, { language } = ENGLISH) => formatDateTime(l.updatedAt, language),
    instant: (l) => l.updatedAt,
  },
];
