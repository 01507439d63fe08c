/**
 * Correcting a lead's fields (docs/rules/leads.md#d5.21): by its creator until it is claimed, by leaders
 * and admins in scope at any time, and a picker's proposal its creator accepts or declines. Apart
 * from the lead schemas, so only the screens that correct load these words.
 */
import { boolean, type Infer, object, optional } from 'superstruct';
import type { LeadFieldName } from './lead-fields';

export const LEAD_CORRECTED = 'Lead corrected';
export const CORRECTION_PROPOSED = 'Correction proposed';
export const CORRECTIONS_LOADED = 'Corrections loaded';
export const CORRECTION_ACCEPTED = 'Correction accepted';
export const CORRECTION_DECLINED = 'Correction declined';

/** A correction, or a proposal, whose every field is what the lead already holds (400). */
export const NOTHING_TO_CORRECT = 'Nothing to correct: every field is as it was';
/** A creator's correction of a lead a picker has claimed (409): its leader or admin corrects it. */
export const CLAIMED_NOT_CORRECTABLE =
  'A picker has claimed this lead: only a leader or an admin can correct it now';
/** A proposal that is not the caller's to decide, already decided, or unknown (404). */
export const CORRECTION_NOT_FOUND = 'Correction not found';

/** Accepting a proposal: `confirmDuplicate` once the creator saw the likely duplicates (docs/rules/leads.md#d5.14). */
export const AcceptCorrectionInput = object({ confirmDuplicate: optional(boolean()) });
export type AcceptCorrectionInput = Infer<typeof AcceptCorrectionInput>;

/** One field a proposal changes: what the lead holds now, and what the picker proposes. */
export interface ProposedChange {
  field: LeadFieldName;
  from: string | null;
  to: string | null;
}

/** A picker's pending proposal, as the lead's creator reads it on My Leads. */
export interface CorrectionProposal {
  _id: string;
  rentalId: string;
  /** The lead's number now, naming it. */
  number: string;
  proposedBy: string;
  changes: ProposedChange[];
  createdAt: string;
}

/** The most pending proposals My Leads lists, newest first. */
export const MAX_PROPOSALS = 50;
