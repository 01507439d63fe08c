/** A lead list's filter selects, one per filter of its view, in the element's language. */
import { SelectField } from '../../ui/select-field';
import type { Voice } from '../columns/columns';
import type { LeadFilter } from './lead-filters';

interface FilterSelectsProps {
  filters: readonly LeadFilter[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
  /** Says the filters' English labels and choices (lead-filters.ts) in the reader's language. */
  voice: Voice;
}

export function FilterSelects({ filters, values, onChange, voice }: FilterSelectsProps) {
  return filters.map((filter) => (
    <SelectField
      key={filter.name}
      label={voice.word(filter.label)}
      options={filter.choices.map((choice) => ({ ...choice, label: voice.word(choice.label) }))}
      value={values[filter.name] ?? filter.initial}
      onChange={(value) => onChange(filter.name, value)}
    />
  ));
}
