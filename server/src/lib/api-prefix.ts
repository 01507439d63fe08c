/** Everything under this path is the API (rule D3); the rest is the host page. */
export const API_PREFIX = '/api/v1';
