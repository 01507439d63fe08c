/** Staff rows for the user-table stories: one list per kind, some with missing admin, leader or pick values. */
import type { ListResult, PersonOption, StaffUser } from '../../contract';

/** A list answer's data, with `countInfo` as the server computes it for pages of 20. */
export const listOf = (result: StaffUser[], total = result.length): ListResult<StaffUser> => ({
  result,
  countInfo: { total, totalPage: Math.ceil(total / 20) },
});

const adamAdmin = {
  admin_name: 'Adam Admin',
  admin_email: 'adam@rental-leads.test',
  admin_contact: '+15075550101',
};
const claraLeader = {
  team_leader_name: 'Clara Leader',
  team_leader_email: 'clara@rental-leads.test',
  team_leader_contact: '+15075550111',
};
const pabloLeader = {
  team_leader_name: 'Pablo Leader',
  team_leader_email: 'pablo@rental-leads.test',
  team_leader_contact: '+15075550112',
};

export const admins: StaffUser[] = [
  {
    _id: 'ad-1',
    name: 'Adam Admin',
    email: 'adam@rental-leads.test',
    contact: '+15075550101',
    role: 'admin',
    todayPicked: 312,
    limit: 5000,
  },
  {
    _id: 'ad-2',
    name: 'Alma Ortiz',
    email: 'alma@rental-leads.test',
    contact: '+15075550102',
    role: 'admin',
    limit: 3000,
  },
];

export const teamLeaders: StaffUser[] = [
  {
    _id: 'tl-1',
    name: 'Clara Leader',
    email: 'clara@rental-leads.test',
    contact: '+15075550111',
    role: 'team-leader',
    assignFor: 'rental-creator',
    ...adamAdmin,
    todayPicked: 0,
  },
  {
    _id: 'tl-2',
    name: 'Pablo Leader',
    email: 'pablo@rental-leads.test',
    contact: '+15075550112',
    role: 'team-leader',
    assignFor: 'rental-picker',
    ...adamAdmin,
    todayPicked: 140,
  },
  {
    _id: 'tl-3',
    name: 'Tomás Rivera',
    email: 'tomas@rental-leads.test',
    contact: '+15075550113',
    role: 'team-leader',
    assignFor: 'rental-picker',
    admin_name: null,
    admin_contact: null,
  },
];

export const dataCreators: StaffUser[] = [
  {
    _id: 'cr-1',
    name: 'Cora Creator',
    email: 'cora@rental-leads.test',
    contact: '+15075550121',
    role: 'data-creator',
    ...adamAdmin,
    ...claraLeader,
    canBulkUpload: true,
    numberStatusSummary: { valid: 42, invalid: 3 },
  },
  {
    _id: 'cr-2',
    name: 'Diego Mendez',
    email: 'diego@rental-leads.test',
    contact: '+15075550122',
    role: 'data-creator',
    ...adamAdmin,
    team_leader_name: null,
    team_leader_contact: null,
  },
  {
    _id: 'cr-3',
    name: 'Elena Park',
    email: 'elena@rental-leads.test',
    contact: '+15075550123',
    role: 'data-creator',
    ...adamAdmin,
    ...claraLeader,
    numberStatusSummary: { valid: 17, invalid: 9 },
  },
];

export const dataPickers: StaffUser[] = [
  {
    _id: 'pk-1',
    name: 'Pete Picker',
    email: 'pete@rental-leads.test',
    contact: '+15075550131',
    role: 'data-picker',
    ...adamAdmin,
    ...pabloLeader,
    todayPicked: 37,
    limit: 100,
  },
  {
    _id: 'pk-2',
    name: 'Priya Shah',
    email: 'priya@rental-leads.test',
    contact: '+15075550132',
    role: 'data-picker',
    ...adamAdmin,
    ...pabloLeader,
    limit: 150,
  },
  {
    _id: 'pk-3',
    name: 'Marco Diaz',
    email: 'marco@rental-leads.test',
    contact: '+15075550133',
    role: 'data-picker',
    todayPicked: 12,
    limit: 100,
  },
];

/** The team leaders Pete Picker (or Pablo Leader's staff) may move to, as the move-targets call answers them. */
export const leaderTargets: PersonOption[] = [
  {
    _id: 'tl-4',
    name: 'Rosa Vega',
    email: 'rosa@rental-leads.test',
    contact: '+15075550114',
    assignFor: 'rental-picker',
  },
  {
    _id: 'tl-3',
    name: 'Tomás Rivera',
    email: 'tomas@rental-leads.test',
    contact: '+15075550113',
    assignFor: 'rental-picker',
  },
];

/** The admins a team leader (or Adam Admin's staff) may move to. */
export const adminTargets: PersonOption[] = [
  { _id: 'ad-2', name: 'Alma Ortiz', email: 'alma@rental-leads.test', contact: '+15075550102' },
];

/** Pete Picker as the lists answer him after his move to Tomás Rivera. */
export const movedPicker: StaffUser = {
  ...(dataPickers[0] as StaffUser),
  team_leader_name: 'Tomás Rivera',
  team_leader_email: 'tomas@rental-leads.test',
  team_leader_contact: '+15075550113',
};
