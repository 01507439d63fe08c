/**
 * What became of a lead, in words (docs/rules/lead-lists.md, My Leads), and the Outcome filter's choices:
 * in English, said in the reader's language by the lists catalog.
 */
import { LEAD_OUTCOMES, type LeadOutcome } from '../../contract';
import type { Option } from '../../ui/select-field';

export const OUTCOME_LABELS: Record<LeadOutcome, string> = {
  waiting: 'Waiting',
  picked: 'Picked',
  valid: 'Valid',
  invalid: 'Invalid',
  deal: 'Deal',
};

/** All (sends nothing), then each outcome. */
export const OUTCOME_CHOICES: readonly Option[] = [
  { value: '', label: 'All' },
  ...LEAD_OUTCOMES.map((outcome) => ({ value: outcome, label: OUTCOME_LABELS[outcome] })),
];
