/**
 * Deals carry their closing_image root-relative ('/api/v1/closedRental/image/{id}', see load-deals).
 * When PUBLIC_URL is set, the deals routes make it absolute on it just before an answer is serialised,
 * so a client on any origin uses it as it stands. A deal sits in an answer's `data`, in a page's
 * `result`, or in a found lead's `closedRental`.
 */
import type { FastifyInstance } from 'fastify';

const HOLDERS = ['data', 'result', 'closedRental'] as const;

export function withImageLinks(value: unknown, base: string): void {
  if (Array.isArray(value)) {
    for (const item of value) withImageLinks(item, base);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (typeof record.closing_image === 'string' && record.closing_image.startsWith('/')) {
    record.closing_image = `${base}${record.closing_image}`;
  }
  for (const key of HOLDERS) withImageLinks(record[key], base);
}

/** Read per answer, so the setting is the config's at the time of the request. */
export function imageLinks(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_request, _reply, payload) => {
    const base = app.config.linkBase;
    if (base) withImageLinks(payload, base);
    return payload;
  });
}
