/** The deal-closing calls (spec section 7, Closed rentals, and the picker's Deal Closing search). */
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { folderImageStore, type ImageStore } from '../../services/deals/image-store';
import closedRentalImage from './closed-rental-image';
import createClosedRental from './create-closed-rental';
import getClosedRentalCountPicker from './get-closed-rental-count-picker';
import getClosedRentals from './get-closed-rentals';
import getClosedRentalsForTeamLeaderAndAdmin from './get-closed-rentals-for-team-leader-and-admin';
import getRentalForDealClosing from './get-rental-for-deal-closing';
import { imageLinks } from './image-links';
import makeFinalClose from './make-final-close';

export interface DealRouteOptions {
  images: ImageStore;
}

const ROUTES = [
  getRentalForDealClosing,
  createClosedRental,
  closedRentalImage,
  getClosedRentals,
  getClosedRentalsForTeamLeaderAndAdmin,
  makeFinalClose,
  getClosedRentalCountPicker,
];

export default async function dealRoutes(app: FastifyInstance) {
  // Registered here, not app-wide: only these routes take multipart bodies, and they pass their own limits.
  await app.register(multipart);
  const options: DealRouteOptions = { images: folderImageStore(join(app.config.dataDir, 'deal-images')) };
  // Every deal these routes answer gives its closing_image absolute when PUBLIC_URL is set.
  imageLinks(app);
  for (const route of ROUTES) await app.register(route, options);
}
