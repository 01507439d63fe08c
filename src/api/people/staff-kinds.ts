/**
 * Each staff kind's calls and words (docs/rules/people.md, docs/rules/screens.md), so widgets switch
 * on data, not code. The calls and their success messages are the contract's declarations.
 */
import { type Endpoint, peopleApi, type Role, type StaffKind, type StaffUser } from '../../contract';

export type StaffListKind = 'admins' | 'team-leaders' | 'data-creators' | 'data-pickers';

/** A declaration as the staff widgets use it; the body's schema is the server's business. */
type StaffCall<Output = StaffUser> = Omit<Endpoint<Output>, 'body' | 'query'>;

/** The call that creates each kind. */
export const CREATE_CALL: Record<StaffKind, StaffCall> = {
  admin: peopleApi.createAdmin,
  'team-leader': peopleApi.createTeamLeader,
  'data-creator': peopleApi.createDataCreator,
  'data-picker': peopleApi.createDataPicker,
};

/** The toast after a call succeeds: the message its declaration gives. */
export const successOf = (target: Pick<Endpoint, 'success'>): string => target.success ?? '';

/** The toast after a create: the create call's own success message. */
export const createdMessage = (kind: StaffKind): string => successOf(CREATE_CALL[kind]);

export const CREATE_TITLE: Record<StaffKind, string> = {
  admin: 'Create Admin',
  'team-leader': 'Create Team Leader',
  'data-creator': 'Create Data Creator',
  'data-picker': 'Create Data Picker',
};

interface ListKind {
  title: string;
  /** The list call; team leaders are listed by a different call for an admin. */
  list: (role: Role | undefined) => typeof peopleApi.listAdmins;
  /** Takes the user's id as `:id`. */
  remove: StaffCall<null>;
  /** Changes the user's details (and an admin's or picker's limit); takes the user's id as `:id`. */
  update: StaffCall;
  /** The words of the dialogs and toasts (docs/rules/screens.md). */
  noun: string;
  /** Only admins and pickers carry a daily limit to edit. */
  limitLabel?: string;
  deleteError: string;
  updateError: string;
  hasDateFilter: boolean;
}

export const LIST_KIND: Record<StaffListKind, ListKind> = {
  admins: {
    title: 'Manage Admins',
    list: () => peopleApi.listAdmins,
    remove: peopleApi.deleteAdmin,
    update: peopleApi.updateAdminInfo,
    noun: 'Admin',
    limitLabel: 'Admin Limit',
    deleteError: 'Error deleting admin',
    updateError: 'Error updating admin',
    hasDateFilter: false,
  },
  'team-leaders': {
    title: 'Manage Team Leaders',
    list: (role) => (role === 'admin' ? peopleApi.listTeamLeadersAsAdmin : peopleApi.listTeamLeaders),
    remove: peopleApi.deleteTeamLeader,
    update: peopleApi.updateTeamLeaderInfo,
    noun: 'TeamLeader',
    deleteError: 'Error deleting TeamLeader',
    updateError: 'Error updating TeamLeader',
    hasDateFilter: false,
  },
  'data-creators': {
    title: 'Manage Data Creators',
    list: () => peopleApi.listDataCreators,
    remove: peopleApi.deleteDataCreator,
    update: peopleApi.updateDataCreatorInfo,
    noun: 'DataCreator',
    deleteError: 'Error deleting DataCreator',
    updateError: 'Error updating DataCreator',
    hasDateFilter: true,
  },
  'data-pickers': {
    title: 'Manage Data Pickers',
    list: () => peopleApi.listDataPickers,
    remove: peopleApi.deleteDataPicker,
    update: peopleApi.updateDataPickerInfo,
    noun: 'DataPicker',
    limitLabel: 'Picker Limit',
    deleteError: 'Error deleting DataPicker',
    updateError: 'Error updating DataPicker',
    hasDateFilter: false,
  },
};
