/** GET /rental/getAllRentalsByCreator: every lead in the viewer's scope (All Leads of a super-admin or an admin). */
import { leadList } from './lead-list';

export const allRentalsByCreator = leadList('/rental/getAllRentalsByCreator');
