/** GET /rental/getAllRentalsByCreator (and its export): every lead in the viewer's scope (All Leads of a super-admin or an admin). */
import { leadListsApi } from '../../contract';
import { leadList } from './lead-list';

export const listAllLeads = leadList(leadListsApi.listAllLeads, leadListsApi.exportAllLeads);
