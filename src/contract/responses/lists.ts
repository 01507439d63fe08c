/** What the lead lists and the counters answer (docs/rules/lead-lists.md, docs/rules/counts.md). */
import { assign, boolean, number, object, optional, string } from 'superstruct';
import { countsApi, leadListsApi } from '../endpoints';
import { LEAD_OUTCOMES } from '../lead-lists';
import { LEAD_EXPORT_TYPE } from '../lead-lists-export';
import { leadAs, rental } from './lead';
import { type Answer, file, json, listOf, oneOf } from './shapes';

const withCursor = object({ nextCursor: optional(string()) });
const leadList = assign(listOf(assign(rental, object({ stale: boolean() }))), withCursor);
const myLeads = assign(
  listOf(assign(leadAs('creator'), object({ outcome: oneOf(LEAD_OUTCOMES), stale: boolean() }))),
  withCursor,
);

const todays = { todayCount: number(), todayValidCount: number(), todayInvalidCount: number() };

export const LISTS_ANSWERS: [string, Answer][] = [
  json(leadListsApi.listAllLeads, leadList),
  json(leadListsApi.listPickedLeads, leadList),
  json(leadListsApi.listClients, leadList),
  json(leadListsApi.listLeaderAllLeads, leadList),
  json(leadListsApi.listLeaderPickedLeads, leadList),
  json(leadListsApi.listAdminPickedLeads, leadList),
  json(leadListsApi.listAdminAllLeads, leadList),
  json(leadListsApi.listMyLeads, myLeads),
  file(leadListsApi.exportAllLeads, [LEAD_EXPORT_TYPE]),
  file(leadListsApi.exportPickedLeads, [LEAD_EXPORT_TYPE]),
  file(leadListsApi.exportClients, [LEAD_EXPORT_TYPE]),
  file(leadListsApi.exportLeaderAllLeads, [LEAD_EXPORT_TYPE]),
  file(leadListsApi.exportLeaderPickedLeads, [LEAD_EXPORT_TYPE]),
  file(leadListsApi.exportAdminPickedLeads, [LEAD_EXPORT_TYPE]),
  file(leadListsApi.exportAdminAllLeads, [LEAD_EXPORT_TYPE]),
  json(countsApi.creator, object({ ...todays, rangeCount: number(), rangeInvalidCount: number() })),
  json(countsApi.picker, object({ ...todays, totalCount: number(), limit: number() })),
];
