/**
 * GET <list path>/export for each lead list: its Download, every row the list's query matches as NDJSON
 * (docs/decisions.md#p71, contract lead-lists-export.ts), for the roles of the list it mirrors, in the same scope,
 * refused (400, 403) exactly as that list refuses. The lists' own paths stay as they are.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { LEAD_EXPORT_TYPE, leadListsApi } from '../../../../src/contract';
import { route } from '../../lib/route';
import { exportLeads } from '../../services/lead-lists/export-leads';
import { assertLeadView, type LeadView } from '../../services/lead-lists/scope';

/** Each list's export and the view of the list it mirrors (the declarations take the list's path and roles). */
const EXPORTS = [
  [leadListsApi.exportAllLeads, 'created'],
  [leadListsApi.exportPickedLeads, 'picked'],
  [leadListsApi.exportClients, 'clients'],
  [leadListsApi.exportLeaderAllLeads, 'created'],
  [leadListsApi.exportLeaderPickedLeads, 'picked'],
  [leadListsApi.exportAdminPickedLeads, 'picked'],
  [leadListsApi.exportAdminAllLeads, 'created'],
] as const satisfies readonly (readonly [unknown, LeadView])[];

/** The stream holds about one batch before it waits for the socket to drain (backpressure). */
const BUFFERED_BYTES = 64 * 1024;

export default async function exportListsRoutes(app: FastifyInstance) {
  for (const [target, view] of EXPORTS) {
    route(
      app,
      target,
      async ({ query, user, deps }, _request, reply) => {
        // The response closes when it is sent or when the client goes (Cancel, a closed tab): no batch is read after.
        const left = new AbortController();
        reply.raw.once('close', () => left.abort());
        const lines = await exportLeads(deps, user, view, query, { signal: left.signal });
        // private: the rows hold clients' numbers and must never sit in a shared cache.
        return reply
          .type(`${LEAD_EXPORT_TYPE}; charset=utf-8`)
          .header('cache-control', 'private, no-store')
          .send(Readable.from(lines, { objectMode: false, highWaterMark: BUFFERED_BYTES }));
      },
      { authorize: (user) => assertLeadView(user, view) },
    );
  }
}
