/** GET /rental/getAllRentalsByPicker (and its export): the picked leads in the viewer's scope (Picked Leads of a super-admin or an admin). */
import { leadListsApi } from '../../contract';
import { leadList } from './lead-list';

export const listPickedLeads = leadList(leadListsApi.listPickedLeads, leadListsApi.exportPickedLeads);
