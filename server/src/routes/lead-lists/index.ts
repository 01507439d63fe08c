/** The lead tables and their exports, bulk uploads and bypass download. */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import adminGetRentalsPicker from './admin-get-rentals-picker';
import adminTeamLeaderGetRentalsCreator from './admin-team-leader-get-rentals-creator';
import bulkUploadRental from './bulk-upload-rental';
import bulkUploadRentalForUse from './bulk-upload-rental-for-use';
import downloadRentals from './download-rentals';
import exportLeadLists from './export-lead-lists';
import getAllRentalsByCreator from './get-all-rentals-by-creator';
import getAllRentalsByPicker from './get-all-rentals-by-picker';
import getClientsInfo from './get-clients-info';
import teamLeaderGetRentalsCreator from './team-leader-get-rentals-creator';
import teamLeaderGetRentalsPicker from './team-leader-get-rentals-picker';

const ROUTES = [
  getAllRentalsByCreator,
  getAllRentalsByPicker,
  getClientsInfo,
  teamLeaderGetRentalsCreator,
  teamLeaderGetRentalsPicker,
  adminGetRentalsPicker,
  adminTeamLeaderGetRentalsCreator,
  bulkUploadRental,
  bulkUploadRentalForUse,
  downloadRentals,
  exportLeadLists,
];

export default async function leadListRoutes(app: FastifyInstance) {
  // Registered here, not app-wide: only the uploads take multipart bodies, and they pass their own limits.
  await app.register(multipart);
  for (const route of ROUTES) await app.register(route);
}
