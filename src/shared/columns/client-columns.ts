/** What Client Details shows of each picked lead, in order; the cards and the download read the same list. */
import { RENTAL_LABELS, type SheetLead } from '../../contract';
import { formatDateTime } from '../../lib/panama-dates';
import { showNumber } from '../../lib/phone';
import { type Column, orDash } from './columns';

const text = (header: string, read: (lead: SheetLead) => string | null | undefined): Column<SheetLead> => ({
  key: header,
  header,
  text: (lead) => orDash(read(lead)),
});

export const CLIENT_NAME = text(RENTAL_LABELS.client_name, (l) => l.client_name);

/** Shown under the client's name on a card. */
export const CLIENT_DETAILS: readonly Column<SheetLead>[] = [
  text('Client Email', (l) => l.client_email),
  text(RENTAL_LABELS.number, (l) => l.number && showNumber(l.number)),
  text(RENTAL_LABELS.rent, (l) => l.rent),
  text(RENTAL_LABELS.houseApt_details, (l) => l.houseApt_details),
  text(RENTAL_LABELS.address, (l) => l.address),
  text('Picker Name', (l) => l.fetcher?.name),
  { key: 'updated', header: 'Updated', text: (l) => formatDateTime(l.updatedAt) },
];

/** The columns of rentalDetails_{timestamp}.xlsx. */
export const CLIENT_COLUMNS: readonly Column<SheetLead>[] = [CLIENT_NAME, ...CLIENT_DETAILS];
