/** Path and query shapes of the people calls, built from the contract's field rules and vocabularies. */
import { define, object, optional } from 'superstruct';
import { ASSIGN_FOR, type AssignFor, requiredEmail, requiredText } from '../../../../src/contract';

/** Ids are opaque strings (decisions D3); the bound only keeps absurd input away from the database. */
export const IdParams = object({ id: requiredText('Id', 64) });

export const AdminEmailParams = object({ adminEmail: requiredEmail('Admin email') });

/** An empty `assignFor` means no filter, as the client drops empty query values anyway. */
export const AssignForQuery = object({
  assignFor: optional(
    define<AssignFor | ''>(
      'assignFor',
      (v) =>
        v === '' ||
        (ASSIGN_FOR as readonly unknown[]).includes(v) ||
        `assignFor must be one of ${ASSIGN_FOR.join(', ')}`,
    ),
  ),
});
