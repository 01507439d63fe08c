/** GET /rental/getClientsInfo: the picked leads as client records, latest update first (Client Details). */
import { leadList } from './lead-list';

export const clientsInfo = leadList('/rental/getClientsInfo');
