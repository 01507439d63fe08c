/** GET /teamLeader/getRentals-creator (and its export): a team leader's All Leads (own creators' leads, or the group's for a picker leader). */
import { leadListsApi } from '../../contract';
import { leadList } from './lead-list';

export const listLeaderAllLeads = leadList(
  leadListsApi.listLeaderAllLeads,
  leadListsApi.exportLeaderAllLeads,
);
