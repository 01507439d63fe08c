/** Path shapes of the deal calls. */
import { object } from 'superstruct';
import { requiredText } from '../../../../src/contract';

/** Ids are opaque strings (rule D3); the bound only keeps absurd input away from the database. */
export const IdParams = object({ id: requiredText('Id', 64) });
