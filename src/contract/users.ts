/** Staff forms: the four create-user forms and the limit dialogs (spec section 5, decisions D4). */
import { define, type Infer, object, optional } from 'superstruct';
import { newPassword } from './auth';
import { ASSIGN_FOR, FIELD_MAX } from './enums';
import { requiredChoice, requiredEmail, requiredText, wholeNumber } from './rules';

export const CONTACT_NOT_NUMERIC = 'Contact must be a number';

/** "Numeric" contact: digits with an optional leading +, as phone numbers are typed. */
const contact = define<string>('contact', (v) => {
  if (typeof v !== 'string' || v.trim() === '') return 'Contact is required';
  const s = v.trim();
  if (!/^\+?\d+$/.test(s)) return CONTACT_NOT_NUMERIC;
  if (s.length > FIELD_MAX.contact) return `Maximum ${FIELD_MAX.contact} characters allowed`;
  return true;
});

const person = {
  name: requiredText('Full Name', FIELD_MAX.name),
  email: requiredEmail('Email'),
  contact,
  password: newPassword('Password is required'),
};

const adminChoice = requiredEmail('Admin', 'Admin is required');
const leaderChoice = requiredEmail('Team Leader', 'Team Leader is required');

export const CreateAdminInput = object(person);
export type CreateAdminInput = Infer<typeof CreateAdminInput>;

/**
 * Names and contacts of the chosen admin and leader may be sent by the form, but the server
 * takes them from the records; only the emails identify the choice.
 */
const shown = (name: string) => optional(define<string>(name, (v) => typeof v === 'string'));

export const CreateTeamLeaderInput = object({
  ...person,
  admin_email: adminChoice,
  admin_name: shown('admin_name'),
  admin_contact: shown('admin_contact'),
  assignFor: requiredChoice('Assigning', ASSIGN_FOR, 'Assigning is required'),
});
export type CreateTeamLeaderInput = Infer<typeof CreateTeamLeaderInput>;

const staff = {
  ...person,
  admin_email: adminChoice,
  admin_name: shown('admin_name'),
  admin_contact: shown('admin_contact'),
  team_leader_email: leaderChoice,
  team_leader_name: shown('team_leader_name'),
  team_leader_contact: shown('team_leader_contact'),
};

export const CreateDataCreatorInput = object(staff);
export type CreateDataCreatorInput = Infer<typeof CreateDataCreatorInput>;

export const CreateDataPickerInput = object(staff);
export type CreateDataPickerInput = Infer<typeof CreateDataPickerInput>;

export const UpdateLimitInput = object({ limit: wholeNumber('Limit', 0) });
export type UpdateLimitInput = Infer<typeof UpdateLimitInput>;

export const BulkUploadPermissionInput = object({
  canBulkUpload: define<boolean>(
    'canBulkUpload',
    (v) => typeof v === 'boolean' || 'canBulkUpload must be true or false',
  ),
});
export type BulkUploadPermissionInput = Infer<typeof BulkUploadPermissionInput>;

/** The four kinds of staff a create form makes, and the call that makes each. */
export const STAFF_KINDS = ['admin', 'team-leader', 'data-creator', 'data-picker'] as const;
export type StaffKind = (typeof STAFF_KINDS)[number];
