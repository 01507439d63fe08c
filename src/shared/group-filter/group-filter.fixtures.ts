/** The admin groups the group filter offers in the stories of the board, the audit trail and the reports. */
import type { PersonOption } from '../../contract';

export const adminChoices: PersonOption[] = [
  { _id: 'u-ad', name: 'Adam Admin', email: 'adam@rental-leads.test', contact: '+15075550101' },
  { _id: 'ad-2', name: 'Alma Ortiz', email: 'alma@rental-leads.test', contact: '+15075550102' },
];
