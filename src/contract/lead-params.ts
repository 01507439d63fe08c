/**
 * The lead a call names by its id in the path (get a claimed lead, make invalid, add client email,
 * release a hold): apart from the lead schemas, so the board's calls load none of them.
 */
import { object } from 'superstruct';
import { requiredText } from './rules';

export const LeadIdParams = object({ id: requiredText('Id', 64) });
