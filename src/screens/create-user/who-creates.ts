/** Which staff kinds each role may create (docs/rules/people.md); the server enforces the same rule. */
import type { AuthUser, StaffKind } from '../../contract';

export function canCreate(user: Pick<AuthUser, 'role' | 'assignFor'> | null, kind: StaffKind): boolean {
  switch (user?.role) {
    case 'super-admin':
      return true;
    case 'admin':
      return kind !== 'admin';
    case 'team-leader':
      return (
        (kind === 'data-creator' && user.assignFor === 'rental-creator') ||
        (kind === 'data-picker' && user.assignFor === 'rental-picker')
      );
    default:
      return false;
  }
}
