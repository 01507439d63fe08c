/**
 * The deal list's filters: status (All, In Process, Done, Failed) and, for the super-admin, the payment
 * method: every method by its label, Other matching every free text.
 */
import {
  CLOSED_STATUS_LABELS,
  CLOSED_STATUSES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '../../contract';
import { dealsCatalog } from '../../locales/deals';
import { SelectField } from '../../ui/select-field';
import { useT } from '../../ui/use-t';
import { useTerm } from '../../ui/use-term';

export interface DealFilterValues extends Record<string, string> {
  status: string;
  payment_method: string;
}

interface DealFiltersProps {
  filters: DealFilterValues;
  hasPaymentFilter: boolean;
  onChange: <K extends keyof DealFilterValues>(name: K, value: DealFilterValues[K]) => void;
}

export function DealFilters({ filters, hasPaymentFilter, onChange }: DealFiltersProps) {
  const t = useT(dealsCatalog);
  const term = useTerm();
  const all = { value: '', label: t('deals.all') };
  const statusOptions = [
    all,
    ...CLOSED_STATUSES.map((value) => ({ value, label: term(CLOSED_STATUS_LABELS[value]) })),
  ];
  // Brand names stay as they are; Debit and Other are the terms catalog's.
  const paymentOptions = [
    all,
    ...PAYMENT_METHODS.map((value) => ({ value, label: term(PAYMENT_METHOD_LABELS[value]) })),
  ];
  return (
    <>
      <SelectField
        label={t('deals.status')}
        options={statusOptions}
        value={filters.status}
        onChange={(value) => onChange('status', value)}
      />
      {hasPaymentFilter ? (
        <SelectField
          label={t('deals.paymentMethodFilter')}
          options={paymentOptions}
          value={filters.payment_method}
          onChange={(value) => onChange('payment_method', value)}
        />
      ) : null}
    </>
  );
}
