/** The envelope every answer crosses the wire in, and the body of a refusal (docs/rules/auth.md#d3). */
import type { SIGN_IN_REFUSED } from './auth';
import type { LeadMatch, LIKELY_DUPLICATE_CODE } from './duplicates';
import type { ClaimRefusal, SKIP_LIMIT } from './leads';
import type { LEAD_RELEASED } from './operations';

/**
 * A refusal's `code`: why a claim was refused, that a finished lead had been released (docs/rules/operations.md#d9), or
 * that a skip is over the day's limit (docs/rules/claiming.md#d5.5), that a new lead looks like others (docs/rules/leads.md#d5.14), or that a sign-in's email or password is wrong.
 */
export type ErrorCode =
  | ClaimRefusal
  | typeof LEAD_RELEASED
  | typeof SKIP_LIMIT
  | typeof LIKELY_DUPLICATE_CODE
  | typeof SIGN_IN_REFUSED;

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export interface ErrorBody {
  success: false;
  message: string;
  errors?: { path: string; message: string }[];
  retryAfter?: number;
  /**
   * Why a claim was refused (429 for limits, hold and delay; 404 for an empty pool), or a finish
   * (409, the lead was released), so the widget can say what it is.
   */
  code?: ErrorCode;
  /** A likely duplicate's refusal (409, docs/rules/leads.md#d5.14): the leads the new one looks like. */
  matches?: LeadMatch[];
}
