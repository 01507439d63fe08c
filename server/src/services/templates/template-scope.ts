/**
 * Who reads and changes which templates (docs/rules/templates.md#d12.3): the super-admin every one; an admin its own
 * group's, reading the defaults too; a team leader and a picker read their group's and the defaults.
 */
import { eq, isNull, or, type SQL } from 'drizzle-orm';
import {
  DEFAULTS_ARE_SUPER_ADMINS,
  NOT_YOUR_GROUP_TEMPLATES,
  TEMPLATE_NOT_FOUND,
} from '../../../../src/contract';
import { messageTemplates } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { forbidden, notFound } from '../../lib/http-error';

/** The caller's own admin group: an admin is its own; the super-admin has none. */
const ownGroup = (caller: Caller): string | null => (caller.role === 'admin' ? caller._id : caller.adminId);

/** One group's templates and the defaults: what that group's pickers choose from. */
export const groupAndDefaults = (adminId: string | null): SQL =>
  adminId === null
    ? isNull(messageTemplates.adminId)
    : or(eq(messageTemplates.adminId, adminId), isNull(messageTemplates.adminId))!;

/**
 * The templates a list shows the caller: the super-admin every one, or the group it names with the
 * defaults; anyone else its own group's with the defaults, naming another group being a 403.
 */
export function readableTemplates(caller: Caller, adminId: string | undefined): SQL | undefined {
  if (caller.role === 'super-admin') return adminId ? groupAndDefaults(adminId) : undefined;
  const own = ownGroup(caller);
  if (adminId && adminId !== own) throw forbidden(NOT_YOUR_GROUP_TEMPLATES);
  return groupAndDefaults(own);
}

/**
 * The group a new template goes to: the one the super-admin names (blank: a default), or the admin's
 * own, naming another being a 403.
 */
export function newTemplateGroup(caller: Caller, adminId: string | undefined): string | null {
  if (caller.role === 'super-admin') return adminId || null;
  if (adminId && adminId !== caller._id) throw forbidden(NOT_YOUR_GROUP_TEMPLATES);
  return caller._id;
}

/**
 * Refuses a change to a template of group `adminId` the caller may not make: an admin reads the
 * defaults, so it is told they are the super-admin's (403); another group's template is unknown to it (404).
 */
export function assertManages(caller: Caller, adminId: string | null): void {
  if (caller.role === 'super-admin' || adminId === caller._id) return;
  if (adminId === null) throw forbidden(DEFAULTS_ARE_SUPER_ADMINS);
  throw notFound(TEMPLATE_NOT_FOUND);
}
