/** Start and end calendar days (Panama), both inclusive, as list filters send them. */
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
        max={endDate || undefined}
        onChange={(value) => onChange({ startDate: value, endDate })}
      />
      <TextField
        label="End date"
        type="date"
        value={endDate}
        min={startDate || undefined}
        onChange={(value) => onChange({ startDate, endDate: value })}
      />
    </>
  );
}
