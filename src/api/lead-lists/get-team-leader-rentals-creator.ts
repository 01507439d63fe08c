/** GET /teamLeader/getRentals-creator: a team leader's All Leads (own creators' leads, or the group's for a picker leader). */
import { leadList } from './lead-list';

export const teamLeaderRentalsByCreator = leadList('/teamLeader/getRentals-creator');
