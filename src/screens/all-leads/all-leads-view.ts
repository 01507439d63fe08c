/** Which All Leads a signed-in user gets (docs/rules/screens.md, docs/rules/people.md), or null for none. */
import { listAllLeads } from '../../api/lead-lists/list-all-leads';
import { listLeaderAllLeads } from '../../api/lead-lists/list-leader-all-leads';
import { PICKING_COLUMN_KEYS } from '../../screen-parts/columns/lead-columns';
import { AGE, CLAIM_STATE, VALIDITY_CHOOSE } from '../../screen-parts/lead-list/lead-filters';
import { isPickerLeader, type LeadView, type Viewer } from '../../screen-parts/lead-list/lead-view';

export function allLeadsView(user: Viewer): LeadView | null {
  // All Leads are about who created them: the picker's columns and what the picking did start hidden
  // (Number Status says what the picking found), as does the creator's admin.
  const base = {
    title: 'All Leads',
    sort: '-createdAt',
    startsToday: false,
    hiddenColumns: [
      'creator-admin',
      'fetcher-name',
      'fetcher-leader',
      'fetcher-admin',
      ...PICKING_COLUMN_KEYS,
    ],
  } as const;
  switch (user?.role) {
    case 'super-admin':
    case 'admin':
      // docs/rules/leads.md#d5.15: admins and the super-admin merge leads; leaders only read them.
      return { ...base, list: listAllLeads, filters: [VALIDITY_CHOOSE, CLAIM_STATE, AGE], merges: true };
    case 'team-leader':
      return {
        ...base,
        // A creators' leader's leads are all its own creators': its own name on every row.
        hiddenColumns: isPickerLeader(user) ? base.hiddenColumns : [...base.hiddenColumns, 'creator-leader'],
        list: listLeaderAllLeads,
        // Only a rental-picker leader follows whether leads were fetched.
        filters: isPickerLeader(user) ? [VALIDITY_CHOOSE, CLAIM_STATE, AGE] : [VALIDITY_CHOOSE, AGE],
      };
    default:
      return null;
  }
}
