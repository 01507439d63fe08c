/** A refusal's body (docs/rules/auth.md#d3), as a struct for the API's description. */
import { array, enums, literal, number, object, optional, string } from 'superstruct';
import { SIGN_IN_REFUSED } from '../auth';
import { LIKELY_DUPLICATE_CODE } from '../duplicates';
import type { ErrorBody, ErrorCode } from '../envelope';
import { CLAIM_REFUSALS, SKIP_LIMIT } from '../leads';
import { LEAD_RELEASED } from '../operations';
import { exactly } from './shapes';

export const ERROR_CODES: readonly ErrorCode[] = [
  ...CLAIM_REFUSALS,
  LEAD_RELEASED,
  SKIP_LIMIT,
  LIKELY_DUPLICATE_CODE,
  SIGN_IN_REFUSED,
];

export const errorBody = exactly<ErrorBody>()(
  object({
    success: literal(false),
    message: string(),
    errors: optional(array(object({ path: string(), message: string() }))),
    retryAfter: optional(number()),
    code: optional(enums(ERROR_CODES as ErrorCode[])),
    matches: optional(
      array(
        object({
          _id: string(),
          address: string(),
          rent: string(),
          post_link: string(),
          createdAt: string(),
        }),
      ),
    ),
  }),
);
