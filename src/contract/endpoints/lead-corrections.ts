/**
 * Correcting a lead (docs/rules/leads.md#d5.21), apart from `leadsApi`: a module is loaded whole, so the elements
 * that never correct do not load these schemas and words.
 */
import {
  AcceptCorrectionInput,
  CORRECTION_ACCEPTED,
  CORRECTION_DECLINED,
  CORRECTION_PROPOSED,
  CORRECTIONS_LOADED,
  type CorrectionProposal,
  LEAD_CORRECTED,
} from '../corrections';
import { answer, endpoint } from '../endpoint';
import { CreateRentalInput } from '../lead-fields';
import { LeadIdParams } from '../lead-params';
import type { Rental } from '../leads';
import { CreateLeadBody } from './leads';

const CREATOR = ['data-creator'] as const;

export const leadCorrectionsApi = {
  /** The lead's fields, checked as a new lead's are; answers the lead as the caller reads it. */
  correct: endpoint({
    method: 'PATCH',
    path: '/rental/correct/:id',
    roles: ['super-admin', 'admin', 'team-leader', 'data-creator'],
    params: LeadIdParams,
    body: CreateLeadBody,
    output: answer<Rental>(),
    success: LEAD_CORRECTED,
  }),
  /** A picker's proposal for the lead it holds or held: the lead's fields as it would have them. */
  propose: endpoint({
    method: 'POST',
    path: '/rental/corrections/:id',
    roles: ['data-picker'],
    params: LeadIdParams,
    body: CreateRentalInput,
    output: answer<{ _id: string }>(),
    success: CORRECTION_PROPOSED,
  }),
  /** The pending proposals on the creator's leads. */
  proposals: endpoint({
    method: 'GET',
    path: '/rental/corrections',
    roles: CREATOR,
    output: answer<CorrectionProposal[]>(),
    success: CORRECTIONS_LOADED,
  }),
  /** Applies a proposal as the creator's own correction. */
  accept: endpoint({
    method: 'PATCH',
    path: '/rental/corrections/:id/accept',
    roles: CREATOR,
    params: LeadIdParams,
    body: AcceptCorrectionInput,
    output: answer<Rental>(),
    success: CORRECTION_ACCEPTED,
  }),
  decline: endpoint({
    method: 'PATCH',
    path: '/rental/corrections/:id/decline',
    roles: CREATOR,
    params: LeadIdParams,
    output: answer<null>(),
    success: CORRECTION_DECLINED,
  }),
};
