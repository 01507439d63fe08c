/**
 * The people area's calls: the profile, creating, listing, changing and deleting staff, and the
 * admins and team leaders a create form offers (docs/rules/people.md). Who may call what follows
 * the hierarchy (docs/rules/people.md#d4); the server narrows each call to the caller's scope.
 */
import { answer, endpoint } from '../endpoint';
import { ListQuery, type ListResult } from '../lists';
import {
  AdminEmailParams,
  AssignForQuery,
  CreateAdminInput,
  CreateDataCreatorInput,
  CreateDataPickerInput,
  CreateTeamLeaderInput,
  DeleteStaffInput,
  MOVED,
  MoveInput,
  MoveTargetsQuery,
  type PersonOption,
  StaffIdParams,
  type StaffUser,
  type TeamLeaderSelf,
  UPDATED,
  UpdateDataCreatorInput,
  UpdateLimitedStaffInput,
  UpdateTeamLeaderInput,
} from '../people';
import { peopleLookups } from './people-lookups';
import { profileLanguage } from './profile-language';

const SUPER_ADMIN = ['super-admin'] as const;
const ADMINS = ['super-admin', 'admin'] as const;
/** Of the leaders, only those assigned for the kind pass the route's own check (docs/rules/people.md#d4). */
const MANAGERS = ['super-admin', 'admin', 'team-leader'] as const;

export const peopleApi = {
  ...peopleLookups,
  ...profileLanguage,

  createAdmin: endpoint({
    method: 'POST',
    path: '/users/create-admin',
    roles: SUPER_ADMIN,
    body: CreateAdminInput,
    output: answer<StaffUser>(),
    success: 'Admin created successfully',
  }),
  createTeamLeader: endpoint({
    method: 'POST',
    path: '/users/create-teamLeader',
    roles: ADMINS,
    body: CreateTeamLeaderInput,
    output: answer<StaffUser>(),
    success: 'Team leader created successfully',
  }),
  createDataCreator: endpoint({
    method: 'POST',
    path: '/users/create-dataCreator',
    roles: MANAGERS,
    body: CreateDataCreatorInput,
    output: answer<StaffUser>(),
    success: 'Data Creator created successfully',
  }),
  createDataPicker: endpoint({
    method: 'POST',
    path: '/users/create-dataPicker',
    roles: MANAGERS,
    body: CreateDataPickerInput,
    output: answer<StaffUser>(),
    success: 'Data Picker created successfully',
  }),

  listAdmins: endpoint({
    method: 'GET',
    path: '/admin/getAllAdmins',
    roles: SUPER_ADMIN,
    query: ListQuery,
    output: answer<ListResult<StaffUser>>(),
    success: 'Admins retrieved successfully',
  }),
  listTeamLeaders: endpoint({
    method: 'GET',
    path: '/teamLeader/getAllTeamLeaders',
    roles: ADMINS,
    query: ListQuery,
    output: answer<ListResult<StaffUser>>(),
    success: 'Team leaders retrieved successfully',
  }),
  /** The same list as `listTeamLeaders`, at the address the admin's screens call. */
  listTeamLeadersAsAdmin: endpoint({
    method: 'GET',
    path: '/admin/getTeamLeaders',
    roles: ADMINS,
    query: ListQuery,
    output: answer<ListResult<StaffUser>>(),
    success: 'Team leaders retrieved successfully',
  }),
  listDataCreators: endpoint({
    method: 'GET',
    path: '/dataCreator/getAllDataCreators',
    roles: MANAGERS,
    query: ListQuery,
    output: answer<ListResult<StaffUser>>(),
    success: 'Data creators retrieved successfully',
  }),
  listDataPickers: endpoint({
    method: 'GET',
    path: '/dataPicker/getAllDataPickers',
    roles: MANAGERS,
    query: ListQuery,
    output: answer<ListResult<StaffUser>>(),
    success: 'Data pickers retrieved successfully',
  }),

  deleteAdmin: endpoint({
    method: 'PATCH',
    path: '/admin/deleteAdmin/:id',
    params: StaffIdParams,
    roles: SUPER_ADMIN,
    body: DeleteStaffInput,
    output: answer<null>(),
    success: 'Deleted successfully',
  }),
  deleteTeamLeader: endpoint({
    method: 'PATCH',
    path: '/teamLeader/deleteTeamLeader/:id',
    params: StaffIdParams,
    roles: ADMINS,
    body: DeleteStaffInput,
    output: answer<null>(),
    success: 'Deleted successfully',
  }),
  deleteDataCreator: endpoint({
    method: 'PATCH',
    path: '/dataCreator/deleteDataCreator/:id',
    params: StaffIdParams,
    roles: MANAGERS,
    output: answer<null>(),
    success: 'Deleted successfully',
  }),
  deleteDataPicker: endpoint({
    method: 'PATCH',
    path: '/dataPicker/deleteDataPicker/:id',
    params: StaffIdParams,
    roles: MANAGERS,
    output: answer<null>(),
    success: 'Deleted successfully',
  }),

  /**
   * The admins or team leaders `:id` (or its staff, `for=staff`) may move to: active, of the right
   * kind, in the caller's scope, not where they already are (docs/rules/people.md#d4.8).
   */
  moveTargets: endpoint({
    method: 'GET',
    path: '/users/move-targets/:id',
    params: StaffIdParams,
    roles: ADMINS,
    query: MoveTargetsQuery,
    output: answer<PersonOption[]>(),
    success: 'Targets retrieved successfully',
  }),
  moveDataPicker: endpoint({
    method: 'PATCH',
    path: '/dataPicker/moveDataPicker/:id',
    params: StaffIdParams,
    roles: ADMINS,
    body: MoveInput,
    output: answer<StaffUser>(),
    success: MOVED,
  }),
  moveDataCreator: endpoint({
    method: 'PATCH',
    path: '/dataCreator/moveDataCreator/:id',
    params: StaffIdParams,
    roles: ADMINS,
    body: MoveInput,
    output: answer<StaffUser>(),
    success: MOVED,
  }),
  /** A team leader moves to another admin with all its staff. */
  moveTeamLeader: endpoint({
    method: 'PATCH',
    path: '/teamLeader/moveTeamLeader/:id',
    params: StaffIdParams,
    roles: SUPER_ADMIN,
    body: MoveInput,
    output: answer<StaffUser>(),
    success: MOVED,
  }),

  /**
   * An admin's name, email, contact and daily cap on all its pickers' picks together. Every update
   * takes any of its fields, at least one; a changed email ends the user's sessions (docs/rules/people.md#d4.3).
   */
  updateAdminInfo: endpoint({
    method: 'PATCH',
    path: '/admin/updateAdminInfo/:id',
    params: StaffIdParams,
    roles: SUPER_ADMIN,
    body: UpdateLimitedStaffInput,
    output: answer<StaffUser>(),
    success: UPDATED,
  }),
  /** A team leader's name, email and contact. */
  updateTeamLeaderInfo: endpoint({
    method: 'PATCH',
    path: '/teamLeader/updateTeamLeaderInfo/:id',
    params: StaffIdParams,
    roles: ADMINS,
    body: UpdateTeamLeaderInput,
    output: answer<StaffUser>(),
    success: UPDATED,
  }),
  /** A creator's name, email and contact, and its bulk upload permission (the super-admin's alone, docs/rules/screens.md#d2.4). */
  updateDataCreatorInfo: endpoint({
    method: 'PATCH',
    path: '/dataCreator/updateDataCreatorInfo/:id',
    params: StaffIdParams,
    roles: MANAGERS,
    body: UpdateDataCreatorInput,
    output: answer<StaffUser>(),
    success: UPDATED,
  }),
  /** A picker's name, email, contact and own daily pick limit. */
  updateDataPickerInfo: endpoint({
    method: 'PATCH',
    path: '/dataPicker/updateDataPickerInfo/:id',
    params: StaffIdParams,
    roles: MANAGERS,
    body: UpdateLimitedStaffInput,
    output: answer<StaffUser>(),
    success: UPDATED,
  }),

  /** The team leaders of the admin with `adminEmail` (an admin: only its own). */
  leaderChoices: endpoint({
    method: 'GET',
    path: '/teamLeader/getTeamLeadersEmails/:adminEmail',
    params: AdminEmailParams,
    roles: ADMINS,
    query: AssignForQuery,
    output: answer<PersonOption[]>(),
    success: 'Team leaders retrieved successfully',
  }),
  /** The signed-in admin's own team leaders. */
  ownLeaderChoices: endpoint({
    method: 'GET',
    path: '/teamLeader/getTeamLeadersEmails-admin',
    roles: ['admin'],
    query: AssignForQuery,
    output: answer<PersonOption[]>(),
    success: 'Team leaders retrieved successfully',
  }),
  /** The signed-in team leader, its assignment and its admin's card. */
  leaderSelf: endpoint({
    method: 'GET',
    path: '/teamLeader/getSingleTeamLeader',
    roles: ['team-leader'],
    output: answer<TeamLeaderSelf>(),
    success: 'Team leader retrieved successfully',
  }),
};
