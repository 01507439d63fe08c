/** The leads area's routes (docs/rules/leads.md, docs/rules/claiming.md). */
import type { FastifyInstance } from 'fastify';
import acceptCorrection from './accept-correction';
import addClientEmail from './add-client-email';
import checkPost from './check-post';
import claimLead from './claim-lead';
import correctLead from './correct-lead';
import createLead from './create-lead';
import declineCorrection from './decline-correction';
import extractPost from './extract-post';
import finishLead from './finish-lead';
import firstSms from './first-sms';
import getClaimedLead from './get-claimed-lead';
import listCorrections from './list-corrections';
import makeInvalid from './make-invalid';
import mergeLeads from './merge-leads';
import myCallbacks from './my-callbacks';
import openCallback from './open-callback';
import pickerDesk from './picker-desk';
import proposeCorrection from './propose-correction';
import searchLead from './search-lead';
import skipLead from './skip-lead';

const ROUTES = [
  createLead,
  checkPost,
  extractPost,
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
  correctLead,
  proposeCorrection,
  listCorrections,
  acceptCorrection,
  declineCorrection,
];

export default async function leadRoutes(app: FastifyInstance) {
  for (const route of ROUTES) await app.register(route);
}
