/**
 * What the list benchmark asks: every lead list as each role that has it (the scopes), crossed with
 * each filter kind a screen sends, a search that hits, one that misses, and a deep page.
 */
import type { UserRow } from '../../server/src/db/schema';
import type { Org } from './seed';

export interface Scope {
  name: string;
  path: string;
  user: (org: Org, superAdmin: UserRow) => UserRow;
}

export const SCOPES: Scope[] = [
  { name: 'All Leads · super-admin', path: '/rental/getAllRentalsByCreator', user: (_, root) => root },
  { name: 'All Leads · admin', path: '/admin/team-leader/getRentals-creator', user: (org) => org.admins[0]! },
  {
    name: 'All Leads · creator leader',
    path: '/teamLeader/getRentals-creator',
    user: (org) => org.creatorLeaders[0]!,
  },
  {
    name: 'All Leads · picker leader',
    path: '/teamLeader/getRentals-creator',
    user: (org) => org.pickerLeaders[0]!,
  },
  { name: 'Picked · super-admin', path: '/rental/getAllRentalsByPicker', user: (_, root) => root },
  { name: 'Picked · admin', path: '/admin/getRentals-picker', user: (org) => org.admins[0]! },
  {
    name: 'Picked · picker leader',
    path: '/teamLeader/getRentals-picker',
    user: (org) => org.pickerLeaders[0]!,
  },
  { name: 'Clients · super-admin', path: '/rental/getClientsInfo', user: (_, root) => root },
  { name: 'Clients · admin', path: '/rental/getClientsInfo', user: (org) => org.admins[0]! },
  { name: 'Clients · picker leader', path: '/rental/getClientsInfo', user: (org) => org.pickerLeaders[0]! },
];

/** Panama days as `YYYY-MM-DD`, `daysAgo` before `now`. */
const panamaDay = (now: Date, daysAgo: number) =>
  new Date(now.getTime() - 5 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

export const filterKinds = (now: Date): [string, Record<string, string>][] => [
  ['none', {}],
  ['not fetched', { isFetched: 'false' }],
  ['fetched', { isFetched: 'true' }],
  ['unfinished', { isFinished: 'false' }],
  ['finished', { isFinished: 'true' }],
  ['valid', { number_status: 'valid' }],
  ['invalid', { number_status: 'invalid' }],
  ['30 days', { startDate: panamaDay(now, 30), endDate: panamaDay(now, 0) }],
  ['today', { startDate: panamaDay(now, 0) }],
  ['search hit', { search: 'garcia' }],
  ['search 1 row', { search: '2000123456' }],
  ['search miss', { search: 'zzqqxx' }],
  ['page 200', { page: '200' }],
];
