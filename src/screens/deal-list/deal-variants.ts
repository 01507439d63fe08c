/**
 * What each role's deal list shows (docs/rules/screens.md, docs/rules/people.md): a picker its own deals, a rental-picker
 * leader and an admin their group's, the super-admin all with a payment filter; admins set the status.
 */
import type { AuthUser } from '../../contract';

/** One name for the one list, whatever the role (issue 31); the picker's form is Deal Closing. */
export const DEAL_LIST_TITLE = 'Closed Rentals';

export interface DealVariant {
  /** The "Close Deal" column that sets a deal done or failed. */
  canChangeStatus: boolean;
  hasPaymentFilter: boolean;
}

/** Null for a role that has no deal list: creators and rental-creator leaders. */
export function dealVariantOf(user: AuthUser | null): DealVariant | null {
  switch (user?.role) {
    case 'super-admin':
      return { canChangeStatus: true, hasPaymentFilter: true };
    case 'admin':
      return { canChangeStatus: true, hasPaymentFilter: false };
    case 'team-leader':
      return user.assignFor === 'rental-picker' ? { canChangeStatus: false, hasPaymentFilter: false } : null;
    case 'data-picker':
      return { canChangeStatus: false, hasPaymentFilter: false };
    default:
      return null;
  }
}
