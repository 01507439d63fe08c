/**
 * Which All Leads and Picked Leads a signed-in user gets (spec sections 2 and 6): the call, the
 * filters, the order and the default dates, by role and, for a team leader, by assignment.
 */
import { allRentalsByCreator } from '../../api/lead-lists/get-all-rentals-by-creator';
import { allRentalsByPicker } from '../../api/lead-lists/get-all-rentals-by-picker';
import { teamLeaderRentalsByCreator } from '../../api/lead-lists/get-team-leader-rentals-creator';
import { teamLeaderRentalsByPicker } from '../../api/lead-lists/get-team-leader-rentals-picker';
import type { LeadList } from '../../api/lead-lists/lead-list';
import type { AuthUser, LeadSort } from '../../contract';
import {
  FETCH_STATE,
  type LeadFilter,
  PICKED_FETCH_STATE,
  PICKER_LEADER_FETCH_STATE,
  VALIDITY_ALL,
  VALIDITY_CHOOSE,
} from './lead-filters';

export interface LeadView {
  title: string;
  list: LeadList;
  filters: readonly LeadFilter[];
  sort: LeadSort;
  /** Picked Leads open on today's picks (spec section 9); the other lists on every day. */
  startsToday: boolean;
}

type Viewer = Pick<AuthUser, 'role' | 'assignFor'> | null | undefined;

const isPickerLeader = (user: Viewer) => user?.role === 'team-leader' && user.assignFor === 'rental-picker';

export function allLeadsView(user: Viewer): LeadView | null {
  const base = { title: 'All Leads', sort: '-createdAt', startsToday: false } as const;
  switch (user?.role) {
    case 'super-admin':
    case 'admin':
      return { ...base, list: allRentalsByCreator, filters: [VALIDITY_CHOOSE, FETCH_STATE] };
    case 'team-leader':
      return {
        ...base,
        list: teamLeaderRentalsByCreator,
        // Only a rental-picker leader follows whether leads were fetched.
        filters: isPickerLeader(user) ? [VALIDITY_CHOOSE, FETCH_STATE] : [VALIDITY_CHOOSE],
      };
    default:
      return null;
  }
}

export function pickedLeadsView(user: Viewer): LeadView | null {
  const base = { title: 'Picked Leads', sort: '-finishedDate', startsToday: true } as const;
  if (user?.role === 'super-admin')
    return { ...base, list: allRentalsByPicker, filters: [PICKED_FETCH_STATE] };
  if (user?.role === 'admin') return { ...base, list: allRentalsByPicker, filters: [VALIDITY_ALL] };
  if (isPickerLeader(user)) {
    return { ...base, list: teamLeaderRentalsByPicker, filters: [PICKER_LEADER_FETCH_STATE] };
  }
  return null;
}
