/** The data columns of the deal table (docs/rules/screens.md), a dash for a missing value, dates in Panama. */
import { CLOSED_STATUS_LABELS, type ClosedRental, paymentMethodLabel, RENTAL_LABELS } from '../../contract';
import { formatDateTime } from '../../lib/panama-dates';
import { showNumber } from '../../lib/phone';
import type { TableColumn } from '../../ui/data-table';

type DealColumn = TableColumn<ClosedRental>;

const orDash = (value: string | null | undefined) => (value ? value : '-');

const text = (header: string, read: (deal: ClosedRental) => string | null | undefined): DealColumn => ({
  // The deal table's headers do not repeat, so each names its column.
  key: header,
  header,
  cell: (deal) => orDash(read(deal)),
});

const freeText = (column: DealColumn): DealColumn => ({ ...column, wrap: true });

export const DEAL_COLUMNS: DealColumn[] = [
  text('Date & Time', (d) => formatDateTime(d.createdAt)),
  text(RENTAL_LABELS.number, (d) => d.number && showNumber(d.number)),
  text(RENTAL_LABELS.client_name, (d) => d.client_name),
  text('Client Email', (d) => d.client_email),
  text(RENTAL_LABELS.rent, (d) => d.rent),
  freeText(text(RENTAL_LABELS.houseApt_details, (d) => d.houseApt_details)),
  freeText(text(RENTAL_LABELS.address, (d) => d.address)),
  text('Payment Method', (d) => d.payment_method && paymentMethodLabel(d.payment_method)),
  text('Picker Name', (d) => d.fetcher?.name),
  { ...text('Status', (d) => CLOSED_STATUS_LABELS[d.status]), fixed: true },
];
