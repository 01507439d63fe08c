/**
 * What each role's deal list shows (docs/rules/screens.md, docs/rules/people.md): a picker its own deals, a rental-picker
 * leader and an admin their group's, the super-admin all with a payment filter; admins set the status.
 */
import type { AuthUser } from '../../contract';

export interface DealVariant {
  title: string;
  /** The "Close Deal" column that sets a deal done or failed. */
  canChangeStatus: boolean;
  hasPaymentFilter: boolean;
}

/** The super-admin's payment filter offers these four (docs/rules/screens.md). */
export const PAYMENT_FILTER = ['trans-union', 'choice-credit', 'spike', 'identity-force'] as const;

/** Null for a role that has no deal list: creators and rental-creator leaders. */
export function dealVariantOf(user: AuthUser | null): DealVariant | null {
  switch (user?.role) {
    case 'super-admin':
      return { title: 'Closed Rentals', canChangeStatus: true, hasPaymentFilter: true };
    case 'admin':
      return { title: 'Deal Closing', canChangeStatus: true, hasPaymentFilter: false };
    case 'team-leader':
      return user.assignFor === 'rental-picker'
        ? { title: 'Deal Closing', canChangeStatus: false, hasPaymentFilter: false }
        : null;
    case 'data-picker':
      return { title: 'My Deals', canChangeStatus: false, hasPaymentFilter: false };
    default:
      return null;
  }
}
