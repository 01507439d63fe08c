/** Each staff kind's endpoints and words (spec sections 7 and 8), so widgets switch on data, not code. */
import type { Role, StaffKind } from '../../contract';

export type StaffListKind = 'admins' | 'team-leaders' | 'data-creators' | 'data-pickers';

export const CREATE_PATH: Record<StaffKind, string> = {
  admin: '/users/create-admin',
  'team-leader': '/users/create-teamLeader',
  'data-creator': '/users/create-dataCreator',
  'data-picker': '/users/create-dataPicker',
};

export const CREATED_MESSAGE: Record<StaffKind, string> = {
  admin: 'Admin created successfully',
  'team-leader': 'Team leader created successfully',
  'data-creator': 'Data Creator created successfully',
  'data-picker': 'Data Picker created successfully',
};

export const CREATE_TITLE: Record<StaffKind, string> = {
  admin: 'Create Admin',
  'team-leader': 'Create Team Leader',
  'data-creator': 'Create Data Creator',
  'data-picker': 'Create Data Picker',
};

interface ListKind {
  title: string;
  /** The list call; team leaders are listed by a different call for an admin. */
  listPath: (role: Role | undefined) => string;
  deletePath: string;
  /** Only admins and pickers carry a daily limit to edit. */
  updatePath?: string;
  /** The words of the dialogs and toasts (spec sections 2 and 8). */
  noun: string;
  limitLabel?: string;
  deleteError: string;
  updateError?: string;
  hasDateFilter: boolean;
}

export const LIST_KIND: Record<StaffListKind, ListKind> = {
  admins: {
    title: 'Manage Admins',
    listPath: () => '/admin/getAllAdmins',
    deletePath: '/admin/deleteAdmin',
    updatePath: '/admin/updateAdminInfo',
    noun: 'Admin',
    limitLabel: 'Admin Limit',
    deleteError: 'Error deleting admin',
    updateError: 'Error updating admin',
    hasDateFilter: false,
  },
  'team-leaders': {
    title: 'Manage Team Leaders',
    listPath: (role) => (role === 'admin' ? '/admin/getTeamLeaders' : '/teamLeader/getAllTeamLeaders'),
    deletePath: '/teamLeader/deleteTeamLeader',
    noun: 'TeamLeader',
    deleteError: 'Error deleting TeamLeader',
    hasDateFilter: false,
  },
  'data-creators': {
    title: 'Manage Data Creators',
    listPath: () => '/dataCreator/getAllDataCreators',
    deletePath: '/dataCreator/deleteDataCreator',
    noun: 'DataCreator',
    deleteError: 'Error deleting DataCreator',
    hasDateFilter: true,
  },
  'data-pickers': {
    title: 'Manage Data Pickers',
    listPath: () => '/dataPicker/getAllDataPickers',
    deletePath: '/dataPicker/deleteDataPicker',
    updatePath: '/dataPicker/updateDataPickerInfo',
    noun: 'DataPicker',
    limitLabel: 'Picker Limit',
    deleteError: 'Error deleting DataPicker',
    updateError: 'Error updating DataPicker',
    hasDateFilter: false,
  },
};
