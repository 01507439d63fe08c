/**
 * The lead-lists area's calls (docs/rules/lead-lists.md): the seven lead lists, each a page of leads
 * in the caller's scope, and beside each its Download, `<the list's path>/export`, with the list's
 * roles and query (docs/decisions.md#p71, lead-lists-export.ts); and My Leads, a data creator's own leads.
 */
import { answer, type Endpoint, endpoint } from '../endpoint';
import type { Role } from '../enums';
import {
  LEADS_LISTED,
  LeadListQuery,
  type LeadListResult,
  MyLeadsQuery,
  type MyLeadsResult,
} from '../lead-lists';
import { LEAD_EXPORT_PATH } from '../lead-lists-export';

/** `leads:read` opens the lists an admin reads to API keys (docs/rules/integrations.md#d15.4). */
const leadList = (path: string, roles: readonly Role[], apiKeyScope?: 'leads:read') =>
  endpoint({
    method: 'GET',
    path,
    roles,
    apiKeyScope,
    query: LeadListQuery,
    output: answer<LeadListResult>(),
    success: LEADS_LISTED,
  });

/** A list's Download: an NDJSON body, not an envelope. */
const exportOf = (list: Endpoint<LeadListResult, unknown, LeadListQuery>) =>
  endpoint({
    method: 'GET',
    path: `${list.path}${LEAD_EXPORT_PATH}`,
    roles: list.roles,
    apiKeyScope: list.apiKeyScope,
    query: LeadListQuery,
  });

/** All Leads: every lead for the super-admin, the group's creators' leads for an admin. */
const allLeads = leadList('/rental/getAllRentalsByCreator', ['super-admin', 'admin'], 'leads:read');
/** Picked Leads: every picked lead for the super-admin, the group's pickers' for an admin. */
const pickedLeads = leadList('/rental/getAllRentalsByPicker', ['super-admin', 'admin'], 'leads:read');
/** Client Details: picked leads with a client email (rental-picker leaders only among leaders). */
const clients = leadList('/rental/getClientsInfo', ['super-admin', 'admin', 'team-leader'], 'leads:read');
/** A leader's All Leads: its own creators' (rental-creator) or its whole group's (rental-picker). */
const leaderAllLeads = leadList('/teamLeader/getRentals-creator', ['team-leader']);
/** A rental-picker leader's Picked Leads, its whole admin group's. */
const leaderPickedLeads = leadList('/teamLeader/getRentals-picker', ['team-leader']);
/** An admin's Picked Leads, those its group's pickers took. */
const adminPickedLeads = leadList('/admin/getRentals-picker', ['admin'], 'leads:read');
/** An admin's All Leads, those its group's creators made. */
const adminAllLeads = leadList('/admin/team-leader/getRentals-creator', ['admin'], 'leads:read');

/** My Leads: a data creator's own leads, each with what became of it; no Download. */
const myLeads = endpoint({
  method: 'GET',
  path: '/rental/getMyRentals',
  roles: ['data-creator'],
  query: MyLeadsQuery,
  output: answer<MyLeadsResult>(),
  success: LEADS_LISTED,
});

export const leadListsApi = {
  listAllLeads: allLeads,
  listPickedLeads: pickedLeads,
  listClients: clients,
  listLeaderAllLeads: leaderAllLeads,
  listLeaderPickedLeads: leaderPickedLeads,
  listAdminPickedLeads: adminPickedLeads,
  listAdminAllLeads: adminAllLeads,
  listMyLeads: myLeads,
  exportAllLeads: exportOf(allLeads),
  exportPickedLeads: exportOf(pickedLeads),
  exportClients: exportOf(clients),
  exportLeaderAllLeads: exportOf(leaderAllLeads),
  exportLeaderPickedLeads: exportOf(leaderPickedLeads),
  exportAdminPickedLeads: exportOf(adminPickedLeads),
  exportAdminAllLeads: exportOf(adminAllLeads),
};
