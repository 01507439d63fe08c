/**
 * Staff accounts: the four create-user forms, the details, limit and permission changes, the rows and cards
 * the API answers, and the kinds of staff (docs/rules/people.md, docs/rules/people.md#d4).
 */
import { define, type Infer, object, optional } from 'superstruct';
import { newPassword } from './auth';
import { ASSIGN_FOR, type AssignFor, FIELD_MAX, type PhoneCountry, type Role } from './enums';
import type { Language } from './i18n';
import { requiredChoice, requiredEmail, requiredText, wholeNumber } from './rules';

export const CONTACT_NOT_PHONE = 'Contact must be a phone number';

/**
 * Staff numbers without + and a country code are Panama's: the staff work there (docs/rules/people.md#staff-contacts).
 * Leads keep the install's PHONE_COUNTRY.
 */
export const STAFF_PHONE_COUNTRY: PhoneCountry = 'PA';

/** What people type between a phone number's digits; the server then reads the number itself. */
const PHONE_WRITING = /^\+?[\d\s().\-–—/]+$/;

/**
 * A contact written the way phone numbers are ('6123-4567', '+507 6123 4567', '(720) 494-2047'). The
 * forms check its writing; the server reads it as a number and stores it as E.164 or refuses it with the
 * same words (docs/rules/people.md#staff-contacts), as the phone metadata loads only where numbers show.
 */
const contact = define<string>('contact', (v) => {
  if (typeof v !== 'string' || v.trim() === '') return 'Contact is required';
  const s = v.trim();
  if (s.length > FIELD_MAX.contact) return `Maximum ${FIELD_MAX.contact} characters allowed`;
  if (!PHONE_WRITING.test(s) || !/\d/.test(s)) return CONTACT_NOT_PHONE;
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

/**
 * A staff member's own details as its managers correct them (docs/rules/people.md#d4.4): each optional, checked with
 * the create forms' words. A call with none of its fields is refused by the server (nothingToUpdate).
 */
const details = {
  name: optional(person.name),
  email: optional(person.email),
  contact: optional(contact),
};
/** A team leader's update: its details. */
export const UpdateTeamLeaderInput = object(details);
export type UpdateTeamLeaderInput = Infer<typeof UpdateTeamLeaderInput>;

/** An admin's or a picker's update: its details and its daily limit (docs/rules/people.md#d4.5). */
export const UpdateLimitedStaffInput = object({ ...details, limit: optional(wholeNumber('Limit', 0)) });
export type UpdateLimitedStaffInput = Infer<typeof UpdateLimitedStaffInput>;

/** A creator's update: its details and its bulk upload permission (docs/rules/screens.md#d2.4, the super-admin's alone). */
export const UpdateDataCreatorInput = object({
  ...details,
  canBulkUpload: optional(
    define<boolean>('canBulkUpload', (v) => typeof v === 'boolean' || 'canBulkUpload must be true or false'),
  ),
});
export type UpdateDataCreatorInput = Infer<typeof UpdateDataCreatorInput>;

/** An update naming none of the fields its call takes (400). */
export const nothingToUpdate = (fields: readonly string[]) =>
  `Nothing to update: send ${fields.slice(0, -1).join(', ')} or ${fields.at(-1)}`;

/** Moving a picker or creator to another team leader, or a team leader to another admin (docs/rules/people.md#d4.8). */
export const MoveInput = object({ toId: requiredText('Move to', 64, 'Choose where to move them') });
export type MoveInput = Infer<typeof MoveInput>;

/**
 * Deleting an admin or team leader: with `moveStaffTo`, its staff first move to that admin or leader,
 * in the same transaction (docs/rules/people.md#d4.9). Without it, a user who still has staff is refused (HAS_STAFF).
 */
export const DeleteStaffInput = object({ moveStaffTo: optional(requiredText('Move staff to', 64)) });
export type DeleteStaffInput = Infer<typeof DeleteStaffInput>;

/** The staff member a call names by its id in the path (delete, move, update, move targets). */
export const StaffIdParams = object({ id: requiredText('Id', 64) });

/** The admin whose team leaders a form lists, by email in the path. */
export const AdminEmailParams = object({ adminEmail: requiredEmail('Admin email') });

/** Whom the targets are for: moving the user itself, or its staff before it is deleted. */
export const MOVE_PURPOSES = ['self', 'staff'] as const;
export type MovePurpose = (typeof MOVE_PURPOSES)[number];
export const MoveTargetsQuery = object({
  for: requiredChoice('for', MOVE_PURPOSES, 'for is required'),
});
export type MoveTargetsQuery = Infer<typeof MoveTargetsQuery>;

export const MOVED = 'Moved successfully';
export const UPDATED = 'Updated successfully';
/** A target that is unknown, deleted, of the wrong kind or out of scope: one field error (docs/decisions.md#p20). */
export const LEADER_TARGET_NOT_FOUND = 'Team Leader not found';
export const ADMIN_TARGET_NOT_FOUND = 'Admin not found';
/** Moving someone to the leader or admin it already has. */
export const ALREADY_THERE = 'They are already in this team';

/** An empty `assignFor` means no filter, as the client drops empty query values anyway. */
export const AssignForQuery = object({
  assignFor: optional(
    define<AssignFor | ''>(
      'assignFor',
      (v) =>
        v === '' ||
        (ASSIGN_FOR as readonly unknown[]).includes(v) ||
        `assignFor must be one of ${ASSIGN_FOR.join(', ')}`,
    ),
  ),
});
export type AssignForQuery = Infer<typeof AssignForQuery>;

/** The four kinds of staff a create form makes, and the call that makes each. */
export const STAFF_KINDS = ['admin', 'team-leader', 'data-creator', 'data-picker'] as const;
export type StaffKind = (typeof STAFF_KINDS)[number];

/** A create or an update whose email another active account already has, in any case (409). */
export const EMAIL_TAKEN = 'This email is already in use';
/** The 409 of deleting an admin or team leader who still has active staff. */
export const HAS_STAFF = 'Reassign or delete their staff first';

/** A staff row as the lists answer it; each kind fills the columns of its table (docs/rules/screens.md). */
export interface StaffUser {
  _id: string;
  name: string;
  email: string;
  contact: string;
  role: Role;
  admin_email?: string | null;
  admin_name?: string | null;
  admin_contact?: string | null;
  team_leader_email?: string | null;
  team_leader_name?: string | null;
  team_leader_contact?: string | null;
  assignFor?: AssignFor | null;
  todayPicked?: number;
  limit?: number;
  canBulkUpload?: boolean;
  numberStatusSummary?: { valid: number; invalid: number };
  createdAt?: string;
}

/** GET /users/profile: the signed-in user with the cards of its admin and team leader. */
export interface Profile extends StaffUser {
  /** The user's chosen language (docs/rules/language.md). */
  language?: Language;
  admin?: { name: string; email: string; contact: string } | null;
  teamLeader?: { name: string; email: string; contact: string; assignFor: AssignFor } | null;
}

/** An admin or team leader offered in a create form's select. */
export interface PersonOption {
  _id: string;
  name: string;
  email: string;
  contact: string;
  assignFor?: AssignFor | null;
}

/** The signed-in team leader with its admin (GET /teamLeader/getSingleTeamLeader). */
export interface TeamLeaderSelf extends PersonOption {
  assignFor: AssignFor;
  admin_email: string;
  admin_name: string;
  admin_contact: string;
}
