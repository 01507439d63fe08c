/** Start and end calendar days (Panama), both inclusive, as list filters send them, within the contract's range. */
import { FIRST_DAY, LAST_DAY } from '../contract';
import { TextField } from './text-field';

interface DateRangeProps {
  startDate: string;
  endDate: string;
  onChange: (range: { startDate: string; endDate: string }) => void;
}

export function DateRange({ startDate, endDate, onChange }: DateRangeProps) {
  return (
    <>
      <TextField
        label="Start date"
        type="date"
        value={startDate}
        min={FIRST_DAY}
        max={endDate || LAST_DAY}
        onChange={(value) => onChange({ startDate: value, endDate })}
      />
      <TextField
        label="End date"
        type="date"
        value={endDate}
        min={startDate || FIRST_DAY}
        max={LAST_DAY}
        onChange={(value) => onChange({ startDate, endDate: value })}
      />
    </>
  );
}
