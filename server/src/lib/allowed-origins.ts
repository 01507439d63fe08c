/**
 * The CORS origin check @fastify/cors and socket.io share. An origin of ALLOWED_ORIGINS is answered
 * as itself, with credentials; any other gets false, for which both answer no CORS header at all (an
 * array of origins would still send Access-Control-Allow-Credentials to everyone).
 */
export function allowedOrigin(origins: readonly string[]) {
  const allowed = new Set(origins);
  return (origin: string | undefined, answer: (error: Error | null, allow: boolean) => void) =>
    answer(null, origin !== undefined && allowed.has(origin));
}
