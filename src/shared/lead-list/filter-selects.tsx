/** A lead list's filter selects, one per filter of its view. */
import { SelectField } from '../../ui/select-field';
import type { LeadFilter } from './lead-filters';

interface FilterSelectsProps {
  filters: readonly LeadFilter[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
}

export function FilterSelects({ filters, values, onChange }: FilterSelectsProps) {
  return filters.map((filter) => (
    <SelectField
      key={filter.name}
      label={filter.label}
      options={filter.choices}
      value={values[filter.name] ?? filter.initial}
      onChange={(value) => onChange(filter.name, value)}
    />
  ));
}
