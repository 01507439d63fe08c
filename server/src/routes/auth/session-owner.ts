/** The signed-in user as the owner of the sessions it ends (its group for the audit trail). */
import type { SessionUser } from '../../lib/caller';
import type { SessionOwner } from '../../services/auth/sessions';

export const ownerOf = (user: SessionUser): SessionOwner => ({
  id: user._id,
  name: user.name,
  role: user.role,
  adminId: user.adminId,
});
