/**
 * The data columns of the deal table (docs/rules/screens.md), a dash for a missing value, dates in Panama,
 * headers and words in the reader's language.
 */
import { CLOSED_STATUS_LABELS, type ClosedRental, paymentMethodLabel, RENTAL_LABELS } from '../../contract';
import { formatDateTime } from '../../lib/panama-dates';
import { showNumber } from '../../lib/phone';
import type { Voice } from '../../screen-parts/columns/columns';
import type { TableColumn } from '../../ui/data-table';

type DealColumn = TableColumn<ClosedRental>;

const orDash = (value: string | null | undefined) => (value ? value : '-');

export function dealColumns({ language, word }: Voice): DealColumn[] {
  const text = (header: string, read: (deal: ClosedRental) => string | null | undefined): DealColumn => ({
    // The deal table's headers do not repeat, so each names its column: the English one, as the
    // viewer's column choice and the hidden columns (deal-variants.ts) name it.
    key: header,
    header: word(header),
    cell: (deal) => orDash(read(deal)),
  });
  const freeText = (column: DealColumn): DealColumn => ({ ...column, wrap: true });
  return [
    text('Date & Time', (d) => formatDateTime(d.createdAt, language)),
    text(RENTAL_LABELS.number, (d) => d.number && showNumber(d.number)),
    text(RENTAL_LABELS.client_name, (d) => d.client_name),
    text('Client Email', (d) => d.client_email),
    text(RENTAL_LABELS.rent, (d) => d.rent),
    freeText(text(RENTAL_LABELS.houseApt_details, (d) => d.houseApt_details)),
    freeText(text(RENTAL_LABELS.address, (d) => d.address)),
    text('Payment Method', (d) => d.payment_method && word(paymentMethodLabel(d.payment_method))),
    text('Picker Name', (d) => d.fetcher?.name),
    { ...text('Status', (d) => word(CLOSED_STATUS_LABELS[d.status])), fixed: true },
  ];
}
