/**
 * GET <list path>/export for each lead list: its Download, every row the list's query matches as NDJSON
 * (decisions "Lead exports", contract lead-export.ts), for the roles of the list it mirrors, in the same scope,
 * refused (400, 403) exactly as that list refuses. The lists' own paths stay as the spec has them.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { LEAD_EXPORT_PATH, LEAD_EXPORT_TYPE, LeadListQuery, type Role } from '../../../../src/contract';
import { parse } from '../../lib/parse';
import { exportLeads } from '../../services/lead-lists/export-leads';
import { assertLeadView, type LeadView } from '../../services/lead-lists/scope';

/** Each list route's path, roles and view (tests/api/lead-lists/export.test.ts checks they match the lists'). */
const LEAD_LISTS: { path: string; roles: Role[]; view: LeadView }[] = [
  { path: '/rental/getAllRentalsByCreator', roles: ['super-admin', 'admin'], view: 'created' },
  { path: '/rental/getAllRentalsByPicker', roles: ['super-admin', 'admin'], view: 'picked' },
  { path: '/rental/getClientsInfo', roles: ['super-admin', 'admin', 'team-leader'], view: 'clients' },
  { path: '/teamLeader/getRentals-creator', roles: ['team-leader'], view: 'created' },
  { path: '/teamLeader/getRentals-picker', roles: ['team-leader'], view: 'picked' },
  { path: '/admin/getRentals-picker', roles: ['admin'], view: 'picked' },
  { path: '/admin/team-leader/getRentals-creator', roles: ['admin'], view: 'created' },
];

/** The stream holds about one batch before it waits for the socket to drain (backpressure). */
const BUFFERED_BYTES = 64 * 1024;

export default async function exportLeadLists(app: FastifyInstance) {
  for (const { path, roles, view } of LEAD_LISTS) {
    app.get(`${path}${LEAD_EXPORT_PATH}`, { config: { roles } }, async (request, reply) => {
      assertLeadView(request.user, view);
      const query = parse(LeadListQuery, request.query);
      // The response closes when it is sent or when the client goes (Cancel, a closed tab): no batch is read after.
      const left = new AbortController();
      reply.raw.once('close', () => left.abort());
      const lines = await exportLeads(app.db, request.user, view, query, {
        now: app.config.now(),
        signal: left.signal,
      });
      // private: the rows hold clients' numbers and must never sit in a shared cache.
      return reply
        .type(`${LEAD_EXPORT_TYPE}; charset=utf-8`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(lines, { objectMode: false, highWaterMark: BUFFERED_BYTES }));
    });
  }
}
