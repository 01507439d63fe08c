/** Which Picked Leads a signed-in user gets (docs/rules/screens.md, docs/rules/people.md), or null for none. */
import { listLeaderPickedLeads } from '../../api/lead-lists/list-leader-picked-leads';
import { listPickedLeads } from '../../api/lead-lists/list-picked-leads';
import {
  PICKED_CLAIM_STATE,
  PICKER_LEADER_CLAIM_STATE,
  VALIDITY_ALL,
} from '../../shared/lead-list/lead-filters';
import { isPickerLeader, type LeadView, type Viewer } from '../../shared/lead-list/lead-view';

export function pickedLeadsView(user: Viewer): LeadView | null {
  const base = { title: 'Picked Leads', sort: '-finishedDate', startsToday: true } as const;
  if (user?.role === 'super-admin') return { ...base, list: listPickedLeads, filters: [PICKED_CLAIM_STATE] };
  if (user?.role === 'admin') return { ...base, list: listPickedLeads, filters: [VALIDITY_ALL] };
  if (isPickerLeader(user)) {
    return { ...base, list: listLeaderPickedLeads, filters: [PICKER_LEADER_CLAIM_STATE] };
  }
  return null;
}
