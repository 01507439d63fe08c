/** Errors that carry their HTTP answer; services throw them and the error handler sends the envelope. */
import type { ErrorCode, FieldError, LeadMatch, Text } from '../../../src/contract';

export class HttpError extends Error {
  /** The message as a Text when it has values, so the answer can say it in the caller's language. */
  text?: Text;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** Seconds until a refused request may be tried again (429). */
    readonly retryAfter?: number,
    /** Why a lead claim or finish was refused, so the widget can say what it is. */
    readonly code?: ErrorCode,
    /** The leads a new one looks like (docs/rules/leads.md#d5.14). */
    readonly matches?: LeadMatch[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message: string, code?: ErrorCode) =>
  new HttpError(401, message, undefined, undefined, code);
export const forbidden = (message = 'You do not have access to this resource') => new HttpError(403, message);
export const notFound = (message: string, code?: ErrorCode) =>
  new HttpError(404, message, undefined, undefined, code);
export const conflict = (message: string, code?: ErrorCode) =>
  new HttpError(409, message, undefined, undefined, code);
export const tooMany = (message: string, retryAfter: number, code?: ErrorCode) =>
  new HttpError(429, message, undefined, Math.max(1, Math.ceil(retryAfter)), code);

/** The error, its message said as `text` in another language (docs/rules/language.md). */
export function saying<E extends HttpError>(error: E, text: Text): E {
  error.text = text;
  return error;
}
