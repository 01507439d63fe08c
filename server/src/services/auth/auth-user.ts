/** The signed-in user as login and refresh answer it (docs/rules/auth.md#d3). */
import type { AuthUser } from '../../../../src/contract';
import type { UserRow } from '../../db/schema';

export const toAuthUser = (user: UserRow): AuthUser => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  assignFor: user.assignFor,
  canBulkUpload: user.canBulkUpload,
  language: user.language,
});
