/**
 * The deal list's filters: status (All, In Process, Done, Failed) and, for the super-admin, the payment
 * method: every method by its label, Other matching every free text (issue 31 widens the rules' four).
 */
import {
  CLOSED_STATUS_LABELS,
  CLOSED_STATUSES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '../../contract';
import { SelectField } from '../../ui/select-field';

export interface DealFilterValues extends Record<string, string> {
  status: string;
  payment_method: string;
}

const ALL = { value: '', label: 'All' };
const STATUS_OPTIONS = [
  ALL,
  ...CLOSED_STATUSES.map((value) => ({ value, label: CLOSED_STATUS_LABELS[value] })),
];
const PAYMENT_OPTIONS = [
  ALL,
  ...PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] })),
];

interface DealFiltersProps {
  filters: DealFilterValues;
  hasPaymentFilter: boolean;
  onChange: <K extends keyof DealFilterValues>(name: K, value: DealFilterValues[K]) => void;
}

export function DealFilters({ filters, hasPaymentFilter, onChange }: DealFiltersProps) {
  return (
    <>
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        value={filters.status}
        onChange={(value) => onChange('status', value)}
      />
      {hasPaymentFilter ? (
        <SelectField
          label="Payment method"
          options={PAYMENT_OPTIONS}
          value={filters.payment_method}
          onChange={(value) => onChange('payment_method', value)}
        />
      ) : null}
    </>
  );
}
