/** GET /teamLeader/getRentals-picker: a rental-picker leader's Picked Leads (the whole group's picks). */
import { leadList } from './lead-list';

export const teamLeaderRentalsByPicker = leadList('/teamLeader/getRentals-picker');
