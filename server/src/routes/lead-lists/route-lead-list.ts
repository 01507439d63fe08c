/**
 * What the seven lead list routes share: the caller's view is checked, then the query, and the answer
 * is a page of the leads in the caller's scope (docs/rules/lead-lists.md).
 */
import type { FastifyInstance } from 'fastify';
import type { Endpoint, LeadListQuery, LeadListResult } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { listLeads } from '../../services/lead-lists/list-leads';
import { assertLeadView, type LeadView } from '../../services/lead-lists/scope';

export function routeLeadList(
  app: FastifyInstance,
  target: Endpoint<LeadListResult, unknown, LeadListQuery>,
  view: LeadView,
): void {
  route(
    app,
    target,
    async ({ query, user, deps }) => success(target, await listLeads(deps, user, view, query)),
    { authorize: (user) => assertLeadView(user, view) },
  );
}
