/**
 * Outcomes counted (docs/rules/claiming.md#d5.5): how many holds ended with each outcome, on the board's day of a picker
 * and in a report's days and pickers. Apart from the labels in ./lead-outcomes.ts, which every element
 * that names an outcome loads.
 */
import { OUTCOMES, type RecordedOutcome } from './lead-outcomes';

/** Every recorded outcome, in the order boards, reports and tables list them. */
export const RECORDED_OUTCOMES: readonly RecordedOutcome[] = [...OUTCOMES, 'unreachable'];

export type OutcomeCounts = Record<RecordedOutcome, number>;

export const NO_OUTCOMES: OutcomeCounts = {
  'no-answer': 0,
  callback: 0,
  'not-interested': 0,
  'do-not-contact': 0,
  unreachable: 0,
};
