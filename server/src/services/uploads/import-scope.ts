/**
 * Whose imports a caller sees and reverts (docs/rules/uploads.md#d5.7): the super-admin everyone's, a creator allowed
 * to upload her own. Admins, leaders and pickers import nothing, so the routes refuse them (403).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../lib/caller';

/** The condition on `lead_imports i` for the caller's imports. */
export const importsOf = (user: SessionUser): SQL =>
  user.role === 'super-admin' ? sql`true` : sql`i.uploader_id = ${user._id}`;
