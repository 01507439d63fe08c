/** Which Picked Leads a signed-in user gets (docs/rules/screens.md, docs/rules/people.md), or null for none. */
import { listLeaderPickedLeads } from '../../api/lead-lists/list-leader-picked-leads';
import { listPickedLeads } from '../../api/lead-lists/list-picked-leads';
import {
  PICKED_CLAIM_STATE,
  PICKER_LEADER_CLAIM_STATE,
  VALIDITY_ALL,
} from '../../screen-parts/lead-list/lead-filters';
import { isPickerLeader, type LeadView, type Viewer } from '../../screen-parts/lead-list/lead-view';

export function pickedLeadsView(user: Viewer): LeadView | null {
  // Picked Leads are about who picked them: the creator's columns and the flat's details start hidden;
  // the picker's admin is the viewer's own group for an admin and a pickers' leader. Of what the picking
  // did, the outcome shows: a lead with a picker waits for no callback (docs/rules/claiming.md#d5.5), and the attempts
  // would widen the row past 1280 px.
  const base = {
    title: 'Picked Leads',
    sort: '-finishedDate',
    startsToday: true,
    hiddenColumns: [
      'houseApt_details',
      'creator-name',
      'creator-leader',
      'creator-admin',
      'fetcher-admin',
      'attempts',
      'due_at',
    ],
  } as const;
  if (user?.role === 'super-admin') return { ...base, list: listPickedLeads, filters: [PICKED_CLAIM_STATE] };
  if (user?.role === 'admin') return { ...base, list: listPickedLeads, filters: [VALIDITY_ALL] };
  if (isPickerLeader(user)) {
    return { ...base, list: listLeaderPickedLeads, filters: [PICKER_LEADER_CLAIM_STATE] };
  }
  return null;
}
