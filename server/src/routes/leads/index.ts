/** The lead calls (spec section 7: Rentals, Counts, Settings). */
import type { FastifyInstance } from 'fastify';
import addClientEmail from './add-client-email';
import completeTask from './complete-task';
import createRental from './create-rental';
import generateFirstSms from './generate-first-sms';
import getCountDataCreator from './get-count-data-creator';
import getCountDataPicker from './get-count-data-picker';
import getCreatorMessages from './get-creator-messages';
import getRental from './get-rental';
import getSingleRental from './get-single-rental';
import makeInvalid from './make-invalid';
import markMessagesRead from './mark-messages-read';
import searchRental from './search-rental';
import sendMessage from './send-message';

const ROUTES = [
  createRental,
  getCountDataCreator,
  getSingleRental,
  completeTask,
  searchRental,
  getRental,
  makeInvalid,
  addClientEmail,
  generateFirstSms,
  sendMessage,
  getCreatorMessages,
  markMessagesRead,
  getCountDataPicker,
];

export default async function leadRoutes(app: FastifyInstance) {
  for (const route of ROUTES) await app.register(route);
}
