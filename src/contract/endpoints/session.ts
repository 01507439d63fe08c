/**
 * The refresh of a session (docs/rules/auth.md), `authApi.refresh`, in a file of its own: the API
 * client, which every element loads, calls it, and a bundle takes a module whole, so declaring it
 * beside sign-in would load the sign-in and password forms' schemas into every element (docs/benchmarks.md).
 */
import type { LoginResult } from '../auth';
import { answer, endpoint } from '../endpoint';

export const refreshSession = endpoint({
  method: 'POST',
  path: '/auth/refresh-token',
  roles: 'public',
  output: answer<LoginResult>(),
  success: 'Session refreshed',
});
