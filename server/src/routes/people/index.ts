/**
 * The people area's routes (docs/rules/people.md): the profile, create, list, delete, update, move,
 * and the forms' choices.
 */
import type { FastifyInstance } from 'fastify';
import adminChoices from './admin-choices';
import chooseLanguage from './choose-language';
import createAdmin from './create-admin';
import createDataCreator from './create-data-creator';
import createDataPicker from './create-data-picker';
import createTeamLeader from './create-team-leader';
import deleteAdmin from './delete-admin';
import deleteDataCreator from './delete-data-creator';
import deleteDataPicker from './delete-data-picker';
import deleteTeamLeader from './delete-team-leader';
import endUserSessions from './end-user-sessions';
import leaderChoices from './leader-choices';
import leaderSelf from './leader-self';
import listAdmins from './list-admins';
import listDataCreators from './list-data-creators';
import listDataPickers from './list-data-pickers';
import listTeamLeaders from './list-team-leaders';
import listTeamLeadersAsAdmin from './list-team-leaders-as-admin';
import listUserSessions from './list-user-sessions';
import moveDataCreator from './move-data-creator';
import moveDataPicker from './move-data-picker';
import moveTargets from './move-targets';
import moveTeamLeader from './move-team-leader';
import ownLeaderChoices from './own-leader-choices';
import profile from './profile';
import resetTwoFactor from './reset-two-factor';
import updateAdminInfo from './update-admin-info';
import updateDataCreatorInfo from './update-data-creator-info';
import updateDataPickerInfo from './update-data-picker-info';
import updateTeamLeaderInfo from './update-team-leader-info';

const ROUTES = [
  profile,
  chooseLanguage,
  createAdmin,
  createTeamLeader,
  createDataCreator,
  createDataPicker,
  listAdmins,
  listTeamLeaders,
  listTeamLeadersAsAdmin,
  listDataCreators,
  listDataPickers,
  deleteAdmin,
  deleteTeamLeader,
  deleteDataCreator,
  deleteDataPicker,
  updateAdminInfo,
  updateTeamLeaderInfo,
  updateDataCreatorInfo,
  updateDataPickerInfo,
  moveTargets,
  moveDataPicker,
  moveDataCreator,
  moveTeamLeader,
  adminChoices,
  leaderChoices,
  ownLeaderChoices,
  leaderSelf,
  listUserSessions,
  endUserSessions,
  resetTwoFactor,
];

export default async function peopleRoutes(app: FastifyInstance) {
  for (const route of ROUTES) await app.register(route);
}
