/**
 * Whose figures a caller's report holds (docs/rules/reports.md#d11.3): which sides of the work it sees and, for each,
 * the counters' rows and the staff it covers. The super-admin sees everything or the one group
 * `adminId` names, an admin its own group, a creator leader its creators' side, a picker leader its
 * pickers' side.
 */
import { type SQL, sql } from 'drizzle-orm';
import { NOT_YOUR_REPORT_GROUP, type ReportSide } from '../../../../src/contract';
import type { Caller } from '../../lib/caller';
import { forbidden } from '../../lib/http-error';

/** Everyone, one admin's group, or one leader's team, as copied onto the leads and deals. */
export type Reach = { by: 'everyone' } | { by: 'admin' | 'leader'; id: string };

export interface ReportScope {
  sides: ReportSide[];
  reach: Reach;
}

export function reportScope(caller: Caller, adminId: string | undefined): ReportScope {
  switch (caller.role) {
    case 'super-admin':
      return {
        sides: ['creators', 'pickers'],
        reach: adminId ? { by: 'admin', id: adminId } : { by: 'everyone' },
      };
    case 'admin':
      if (adminId && adminId !== caller._id) throw forbidden(NOT_YOUR_REPORT_GROUP);
      return { sides: ['creators', 'pickers'], reach: { by: 'admin', id: caller._id } };
    case 'team-leader': {
      if (adminId) throw forbidden(NOT_YOUR_REPORT_GROUP);
      const reach: Reach = { by: 'leader', id: caller._id };
      if (caller.assignFor === 'rental-creator') return { sides: ['creators'], reach };
      if (caller.assignFor === 'rental-picker') return { sides: ['pickers'], reach };
      throw forbidden();
    }
    default:
      throw forbidden();
  }
}

/** The reach as a condition on a counters table (`report_days`, `report_held`) under `alias`. */
export function countersIn(reach: Reach, alias: string): SQL {
  if (reach.by === 'everyone') return sql`true`;
  const column = reach.by === 'admin' ? 'admin_id' : 'leader_id';
  return sql`${sql.identifier(alias)}.${sql.identifier(column)} = ${reach.id}`;
}

/** The reach as a condition on `users` under `alias`: the staff it covers now. */
export function staffIn(reach: Reach, alias: string): SQL {
  if (reach.by === 'everyone') return sql`true`;
  const column = reach.by === 'admin' ? 'admin_id' : 'team_leader_id';
  return sql`${sql.identifier(alias)}.${sql.identifier(column)} = ${reach.id}`;
}
