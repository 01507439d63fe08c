/** GET /rental/getAllRentalsByPicker: the picked leads in the viewer's scope (Picked Leads of a super-admin or an admin). */
import { leadList } from './lead-list';

export const allRentalsByPicker = leadList('/rental/getAllRentalsByPicker');
