/**
 * Which reader of a lead (docs/rules/leads.md#d5.16) a caller is when it reads the leads its role
 * gives it: the ones it supervises, made or picked. A picker's lead it does not hold is read as a
 * pool picker by picker-scope.ts instead.
 */
import type { LeadReader } from '../../../../src/contract';
import type { Caller } from '../../lib/caller';

export function leadReaderOf(caller: Caller): LeadReader {
  switch (caller.role) {
    case 'super-admin':
    case 'admin':
      return caller.role;
    case 'team-leader':
      return caller.assignFor === 'rental-picker' ? 'picker-leader' : 'creator-leader';
    case 'data-creator':
      return 'creator';
    case 'data-picker':
      return 'picker';
  }
}
