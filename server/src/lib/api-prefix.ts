/** Everything under this path is the API (docs/rules/auth.md#d3); the rest is the host page. */
export const API_PREFIX = '/api/v1';
