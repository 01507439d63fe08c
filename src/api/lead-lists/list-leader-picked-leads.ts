/** GET /teamLeader/getRentals-picker (and its export): a rental-picker leader's Picked Leads (the whole group's picks). */
import { leadListsApi } from '../../contract';
import { leadList } from './lead-list';

export const listLeaderPickedLeads = leadList(
  leadListsApi.listLeaderPickedLeads,
  leadListsApi.exportLeaderPickedLeads,
);
