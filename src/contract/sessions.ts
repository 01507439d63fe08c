/**
 * Signed-in devices (docs/rules/auth.md, "Sessions"): what a session shows, the input of the calls that
 * end them, and their messages. Small on purpose: the profile and the staff table import it.
 */
import { define, object, optional } from 'superstruct';
import { requiredText } from './rules';

/** One signed-in device of a user. */
export interface SessionInfo {
  _id: string;
  /** A short readable name from the User-Agent, as 'Chrome on Windows'; 'Unknown browser' when none fits. */
  browser: string;
  /** The client's address at the last sign-in or refresh ('' when unknown). */
  address: string;
  createdAt: string;
  lastSeenAt: string;
  /** The session of the access token that asked. */
  current: boolean;
}

/** How many sessions a call ended. */
export interface EndedSessions {
  ended: number;
}

export const SessionIdParams = object({ id: requiredText('Session id', 64) });
export const UserIdParams = object({ id: requiredText('Id', 64) });

/** `DELETE /auth/sessions` ends the caller's other sessions; `?all=true` ends the current one too. */
export const EndSessionsQuery = object({
  all: optional(
    define<'true' | 'false' | ''>(
      'All',
      (v) => v === '' || v === 'true' || v === 'false' || 'All must be true or false',
    ),
  ),
});

export const SESSION_NOT_FOUND = 'Session not found';
export const USER_NOT_FOUND = 'User not found';
