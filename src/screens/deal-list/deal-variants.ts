/**
 * What each role's deal list shows (docs/rules/screens.md, docs/rules/people.md): a picker its own deals, a rental-picker
 * leader and an admin their group's, the super-admin all with a payment filter; admins set the status.
 */
import type { AuthUser } from '../../contract';

export interface DealVariant {
  /** The "Close Deal" column that sets a deal done or failed. */
  canChangeStatus: boolean;
  hasPaymentFilter: boolean;
  /**
   * The deal columns (their English headers, the keys) that start hidden: the client's email and the flat's details, so the
   * status and its actions fit 1280 px, and a picker's own name on every row of her deals.
   */
  hiddenColumns: readonly string[];
}

const DETAILS = ['Client Email', 'House/Apt Details', 'Address'];

/** Null for a role that has no deal list: creators and rental-creator leaders. */
export function dealVariantOf(user: AuthUser | null): DealVariant | null {
  switch (user?.role) {
    case 'super-admin':
      return { canChangeStatus: true, hasPaymentFilter: true, hiddenColumns: DETAILS };
    case 'admin':
      return { canChangeStatus: true, hasPaymentFilter: false, hiddenColumns: DETAILS };
    case 'team-leader':
      return user.assignFor === 'rental-picker'
        ? { canChangeStatus: false, hasPaymentFilter: false, hiddenColumns: DETAILS }
        : null;
    case 'data-picker':
      return { canChangeStatus: false, hasPaymentFilter: false, hiddenColumns: [...DETAILS, 'Picker Name'] };
    default:
      return null;
  }
}
