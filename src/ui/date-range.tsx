/** Start and end calendar days (Panama), both inclusive, as list filters send them, within the contract's range. */
import { FIRST_DAY, LAST_DAY } from '../contract';
import { partsCatalog } from '../locales/parts';
import { DateField } from './date-field';
import { useT } from './use-t';

interface DateRangeProps {
  startDate: string;
  endDate: string;
  onChange: (range: { startDate: string; endDate: string }) => void;
}

export function DateRange({ startDate, endDate, onChange }: DateRangeProps) {
  const t = useT(partsCatalog);
  return (
    <>
      <DateField
        label={t('parts.startDate')}
        value={startDate}
        min={FIRST_DAY}
        max={endDate || LAST_DAY}
        onChange={(value) => onChange({ startDate: value, endDate })}
      />
      <DateField
        label={t('parts.endDate')}
        value={endDate}
        min={startDate || FIRST_DAY}
        max={LAST_DAY}
        onChange={(value) => onChange({ startDate, endDate: value })}
      />
    </>
  );
}
