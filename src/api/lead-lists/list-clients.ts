/** GET /rental/getClientsInfo (and its export): the picked leads as client records, latest update first (Client Details). */
import { leadListsApi } from '../../contract';
import { leadList } from './lead-list';

export const listClients = leadList(leadListsApi.listClients, leadListsApi.exportClients);
