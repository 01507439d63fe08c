/** Users of every role for stories. */
import type { AuthUser } from '../src/contract';

export const users = {
  superAdmin: { _id: 'u-sa', name: 'Sofia Super', email: 'super@rental-leads.test', role: 'super-admin' },
  admin: { _id: 'u-ad', name: 'Adam Admin', email: 'adam@rental-leads.test', role: 'admin' },
  creatorLeader: {
    _id: 'u-tlc',
    name: 'Clara Leader',
    email: 'clara@rental-leads.test',
    role: 'team-leader',
    assignFor: 'rental-creator',
  },
  pickerLeader: {
    _id: 'u-tlp',
    name: 'Pablo Leader',
    email: 'pablo@rental-leads.test',
    role: 'team-leader',
    assignFor: 'rental-picker',
  },
  creator: { _id: 'u-cr', name: 'Cora Creator', email: 'cora@rental-leads.test', role: 'data-creator' },
  picker: { _id: 'u-pk', name: 'Pete Picker', email: 'pete@rental-leads.test', role: 'data-picker' },
} satisfies Record<string, AuthUser>;
