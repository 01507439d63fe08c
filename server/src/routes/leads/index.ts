/** The leads area's routes (docs/rules/leads.md, docs/rules/claiming.md). */
import type { FastifyInstance } from 'fastify';
import addClientEmail from './add-client-email';
import claimLead from './claim-lead';
import createLead from './create-lead';
import finishLead from './finish-lead';
import firstSms from './first-sms';
import getClaimedLead from './get-claimed-lead';
import makeInvalid from './make-invalid';
import mergeLeads from './merge-leads';
import myCallbacks from './my-callbacks';
import openCallback from './open-callback';
import pickerDesk from './picker-desk';
import searchLead from './search-lead';
import skipLead from './skip-lead';

const ROUTES = [
  createLead,
  claimLead,
  pickerDesk,
  myCallbacks,
  openCallback,
  finishLead,
  skipLead,
  searchLead,
  getClaimedLead,
  makeInvalid,
  addClientEmail,
  firstSms,
  mergeLeads,
];

export default async function leadRoutes(app: FastifyInstance) {
  for (const route of ROUTES) await app.register(route);
}
