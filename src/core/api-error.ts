/** The one error type every API call rejects with, classified as docs/rules/auth.md, "How the client treats errors", reads it. */
import type { ErrorCode, FieldError, LeadMatch } from '../contract';
import { LANGUAGES, localize } from '../contract/i18n';

export type ApiErrorKind = 'HTTP_ERROR' | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly errors: FieldError[] = [],
    readonly retryAfter: number | null = null,
    /** Why a lead claim or finish was refused (the body's `code`), so the Collect widget can say what it is. */
    readonly code: ErrorCode | null = null,
    /** The leads a new one looks like (the body's `matches`, docs/rules/leads.md#d5.14), when it names any. */
    readonly matches?: LeadMatch[],
  ) {
    super(message);
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The text to show for any failure: the server's message, else the caller's fallback. */
export const messageOf = (e: unknown, fallback: string): string =>
  isApiError(e) && e.message ? e.message : fallback;

/**
 * Whether the failure is the server's refusal with these English words, said in either language (the
 * server speaks the page's, docs/rules/language.md#d14.4): a refusal with no `code` is known by its words.
 */
export const isRefusal = (e: unknown, english: string): e is ApiError =>
  isApiError(e) && LANGUAGES.some((language) => e.message === localize(language, english));
