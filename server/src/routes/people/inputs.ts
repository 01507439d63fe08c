/** Path values of the people calls, built from the contract's field rules. */
import { object } from 'superstruct';
import { requiredEmail, requiredText } from '../../../../src/contract';

/** Ids are opaque strings (rule D3); the bound only keeps absurd input away from the database. */
export const IdParams = object({ id: requiredText('Id', 64) });

export const AdminEmailParams = object({ adminEmail: requiredEmail('Admin email') });
