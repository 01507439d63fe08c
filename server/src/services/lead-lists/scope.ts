/**
 * Which leads a caller may list (docs/rules/people.md#d4, docs/rules/people.md), as one condition on `rentals` over the
 * creator's and fetcher's admin and leader copied onto each lead. Every lead list asks this module,
 * so no list can show a row out of scope.
 */
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { hasClientEmail, isPicked, isPublished, rentals } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { forbidden } from '../../lib/http-error';

/** All Leads (by creator), Picked Leads (by picker), Client Details and My Leads (a creator's own). */
export type LeadView = 'created' | 'picked' | 'clients' | 'mine';

const EVERYTHING = sql`true`;
/** A leader without an admin (never made by the API) sees nothing rather than everything. */
const is = (column: PgColumn, id: string | null): SQL => (id ? eq(column, id) : sql`false`);

function created(caller: Caller): SQL | undefined {
  if (caller.role === 'super-admin') return EVERYTHING;
  if (caller.role === 'admin') return eq(rentals.creatorAdminId, caller._id);
  // A rental-creator leader sees only its own creators' leads; a rental-picker leader its whole group's.
  if (caller.role === 'team-leader' && caller.assignFor === 'rental-creator') {
    return eq(rentals.creatorLeaderId, caller._id);
  }
  if (caller.role === 'team-leader' && caller.assignFor === 'rental-picker') {
    return is(rentals.creatorAdminId, caller.adminId);
  }
  return undefined;
}

/** The admin whose pickers' leads the caller sees; a creator-assigned leader has no Picked Leads (docs/rules/people.md). */
function pickingGroup(caller: Caller): SQL | undefined {
  if (caller.role === 'super-admin') return EVERYTHING;
  if (caller.role === 'admin') return eq(rentals.fetcherAdminId, caller._id);
  if (caller.role === 'team-leader' && caller.assignFor === 'rental-picker') {
    return is(rentals.fetcherAdminId, caller.adminId);
  }
  return undefined;
}

function picked(caller: Caller): SQL | undefined {
  const group = pickingGroup(caller);
  return group && and(isPicked(rentals), group);
}

/** Picked leads with a client email (a picker adds it to a lead it claimed). */
function clients(caller: Caller): SQL | undefined {
  const group = picked(caller);
  return group && and(hasClientEmail(rentals), group);
}

/** A data creator's own leads, whatever became of them; nobody else has this view. */
const mine = (caller: Caller): SQL | undefined =>
  caller.role === 'data-creator' ? eq(rentals.creatorId, caller._id) : undefined;

const VIEWS: Record<LeadView, (caller: Caller) => SQL | undefined> = { created, picked, clients, mine };

/** The caller's leads in `view` as a condition on `rentals`; 403 when the caller has no such view. */
export function leadScope(caller: Caller, view: LeadView): SQL {
  const scope = VIEWS[view](caller);
  if (!scope) throw forbidden();
  // An import still being written shows nowhere until it is published whole (docs/rules/uploads.md#d5.7).
  return and(scope, isPublished(rentals))!;
}

/** Refuses (403) a caller without `view` before its query is even read. */
export const assertLeadView = (caller: Caller, view: LeadView): void => void leadScope(caller, view);

/**
 * The leads a supervisor sees in All Leads or Picked Leads, as one condition: whose conversations it reads and
 * answers (docs/rules/messages.md#d5.20). Undefined for a creator or a picker, who take part in a lead's instead.
 */
export function supervisedLeads(caller: Caller): SQL | undefined {
  const views = [created(caller), picked(caller)].filter((view) => view !== undefined);
  return views.length > 0 ? and(or(...views), isPublished(rentals)) : undefined;
}
