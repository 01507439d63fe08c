/** The admin groups the group filter offers in the stories of the board, the audit trail and the reports. */

import { expect, waitFor } from 'storybook/test';
import type { PersonOption } from '../../contract';

export const adminChoices: PersonOption[] = [
  { _id: 'u-ad', name: 'Adam Admin', email: 'adam@rental-leads.test', contact: '+15075550101' },
  { _id: 'ad-2', name: 'Alma Ortiz', email: 'alma@rental-leads.test', contact: '+15075550102' },
];

/**
 * The Group select once it can be used: its lazy part replaces the disabled stand-in
 * (lazy-group-filter.tsx), so a select found before the part arrived stays disabled for good.
 */
export async function enabledGroup(canvas: { getByLabelText: (label: string) => HTMLElement }) {
  await waitFor(() => expect(canvas.getByLabelText('Group')).toBeEnabled());
  return canvas.getByLabelText('Group') as HTMLSelectElement;
}
