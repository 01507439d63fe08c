/**
 * What one lead list screen shows a signed-in user (docs/rules/screens.md): the call, the filters, the
 * order and the default dates. All Leads and Picked Leads each choose theirs by role and, for a team
 * leader, by assignment (src/screens/all-leads/all-leads-view.ts,
 * src/screens/picked-leads/picked-leads-view.ts).
 */
import type { LeadList } from '../../api/lead-lists/lead-list';
import type { AuthUser, LeadSort } from '../../contract';
import type { LeadFilter } from './lead-filters';

export interface LeadView {
  /** In English: the screen says it in the reader's language (the lists catalog), the table's id is made of it. */
  title: string;
  list: LeadList;
  filters: readonly LeadFilter[];
  sort: LeadSort;
  /** Picked Leads open on today's picks (docs/rules/screens.md); the other lists on every day. */
  startsToday: boolean;
  /**
   * The lead columns (src/screen-parts/columns/lead-columns.ts keys) that start hidden, shown again with the
   * Columns button: those repeating the viewer's own group, and the people a list is not about, so a
   * row fits 1280 px (docs/rules/screens.md, "Lists").
   */
  hiddenColumns: readonly string[];
  /** The viewer may merge two leads (docs/rules/leads.md#d5.15): its screen adds a row action. */
  merges?: boolean;
}

export type Viewer = Pick<AuthUser, 'role' | 'assignFor'> | null | undefined;

export const isPickerLeader = (user: Viewer) =>
  user?.role === 'team-leader' && user.assignFor === 'rental-picker';
