/** The staff-management calls (spec section 7, Users): create, list, delete, update, and the forms' choices. */
import type { FastifyInstance } from 'fastify';
import createAdmin from './create-admin';
import createDataCreator from './create-data-creator';
import createDataPicker from './create-data-picker';
import createTeamLeader from './create-team-leader';
import deleteAdmin from './delete-admin';
import deleteDataCreator from './delete-data-creator';
import deleteDataPicker from './delete-data-picker';
import deleteTeamLeader from './delete-team-leader';
import getAdminEmails from './get-admin-emails';
import getAllAdmins from './get-all-admins';
import getAllDataCreators from './get-all-data-creators';
import getAllDataPickers from './get-all-data-pickers';
import getAllTeamLeaders from './get-all-team-leaders';
import getSingleTeamLeader from './get-single-team-leader';
import getTeamLeaders from './get-team-leaders';
import getTeamLeadersEmails from './get-team-leaders-emails';
import getTeamLeadersEmailsAdmin from './get-team-leaders-emails-admin';
import updateAdminInfo from './update-admin-info';
import updateDataCreatorInfo from './update-data-creator-info';
import updateDataPickerInfo from './update-data-picker-info';

const ROUTES = [
  createAdmin,
  createTeamLeader,
  createDataCreator,
  createDataPicker,
  getAllAdmins,
  getAllTeamLeaders,
  getTeamLeaders,
  getAllDataCreators,
  getAllDataPickers,
  deleteAdmin,
  deleteTeamLeader,
  deleteDataCreator,
  deleteDataPicker,
  updateAdminInfo,
  updateDataPickerInfo,
  updateDataCreatorInfo,
  getAdminEmails,
  getTeamLeadersEmails,
  getTeamLeadersEmailsAdmin,
  getSingleTeamLeader,
];

export default async function peopleRoutes(app: FastifyInstance) {
  for (const route of ROUTES) await app.register(route);
}
