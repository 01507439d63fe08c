/** A lead field's value as lists, cards and files show it: its kind's text, a number formatted for the page's country (docs/decisions.md#p53). */
import { kindOf, LEAD_FIELDS, type LeadFieldName, type LeadFieldValues } from '../contract';
import { showNumber } from './phone';

export const fieldText = <K extends LeadFieldName>(name: K, value: LeadFieldValues[K]): string | null =>
  LEAD_FIELDS[name].kind === 'phone' && typeof value === 'string' && value
    ? showNumber(value)
    : kindOf(name).text(value);
