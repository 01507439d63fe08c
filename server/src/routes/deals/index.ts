/** The deals area's routes (docs/rules/deals.md): closed rentals and the picker's Deal Closing search. */
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { copyFolderImages } from '../../services/deals/folder-images';
import { databaseImages } from '../../services/deals/image-store';
import closeDeal from './close-deal';
import closingImage from './closing-image';
import countOwnDeals from './count-own-deals';
import finalClose from './final-close';
import findLead from './find-lead';
import { imageLinks } from './image-links';
import listDeals from './list-deals';
import listGroupDeals from './list-group-deals';
import type { DealRouteOptions } from './route-options';

const ROUTES = [findLead, closeDeal, closingImage, listDeals, listGroupDeals, finalClose, countOwnDeals];

export default async function dealRoutes(app: FastifyInstance) {
  // Registered here, not app-wide: only these routes take multipart bodies, and they pass their own limits.
  await app.register(multipart);
  // Images of deals closed before they moved into the database (docs/rules/deals.md#d6.2), before any route serves one.
  const folder = join(app.config.dataDir, 'deal-images');
  const copied = await copyFolderImages(app.db, folder);
  if (copied > 0)
    app.log.info({ copied, folder }, 'Deal images copied from the data folder into the database');
  const options: DealRouteOptions = { images: databaseImages };
  // Every deal these routes answer gives its closing_image absolute when PUBLIC_URL is set.
  imageLinks(app);
  for (const route of ROUTES) await app.register(route, options);
}
