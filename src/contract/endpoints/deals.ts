/**
 * The deals area's calls (docs/rules/deals.md): a picker finds its lead and closes a deal on it with
 * a proof image; the deal lists by scope (docs/rules/people.md#d4); the final close; a picker's own counts; the image.
 */
import {
  type ClosedRental,
  type ClosedRentalCounts,
  ClosedRentalListQuery,
  DEAL_CLOSED,
  DEALS_COUNTED,
  DEALS_LISTED,
  type DealClosingLead,
  DealIdParams,
  FinalCloseInput,
} from '../deals';
import { answer, endpoint } from '../endpoint';
import { NumberSearchInput } from '../leads';
import type { ListResult } from '../lists';

const PICKER = ['data-picker'] as const;

export const dealsApi = {
  /** The Deal Closing search: the picker's own claimed lead with this number, and its deal if closed. */
  findLead: endpoint({
    method: 'GET',
    path: '/dataPicker/getRentalForDealClosing/:number',
    params: NumberSearchInput,
    roles: PICKER,
    output: answer<DealClosingLead>(),
    success: 'Rental found',
  }),
  /** A multipart body: the `data` JSON, the `payment_method` field and the closing image; answers 201. */
  close: endpoint({
    method: 'POST',
    path: '/closedRental/createClosedRental',
    roles: PICKER,
    output: answer<ClosedRental>(),
    success: DEAL_CLOSED,
  }),
  /** The image file itself, for the roles that see deals; the deal scope decides which (docs/decisions.md#p21). */
  closingImage: endpoint({
    method: 'GET',
    path: '/closedRental/image/:id',
    params: DealIdParams,
    roles: ['super-admin', 'admin', 'team-leader', 'data-picker'],
  }),
  /** Every deal for the super-admin, a picker's own deals for a picker. */
  list: endpoint({
    method: 'GET',
    path: '/closedRental/getClosedRentals',
    roles: ['super-admin', 'data-picker'],
    query: ClosedRentalListQuery,
    output: answer<ListResult<ClosedRental>>(),
    success: DEALS_LISTED,
  }),
  /** An admin's group, or a rental-picker leader's admin group. */
  listGroup: endpoint({
    method: 'GET',
    path: '/closedRental/getClosedRentalsForTeamLeaderAndAdmin',
    roles: ['admin', 'team-leader'],
    apiKeyScope: 'deals:read',
    query: ClosedRentalListQuery,
    output: answer<ListResult<ClosedRental>>(),
    success: DEALS_LISTED,
  }),
  /** Sets a deal done or failed; answers DEAL_STATUS_CHANGED or DEAL_STATUS_UNCHANGED. */
  finalClose: endpoint({
    method: 'PATCH',
    path: '/closedRental/makeFinalClose/:id',
    params: DealIdParams,
    roles: ['super-admin', 'admin'],
    body: FinalCloseInput,
    output: answer<ClosedRental>(),
  }),
  /** The signed-in picker's own deals counted by status. */
  countOwn: endpoint({
    method: 'GET',
    path: '/closedRental/getClosedRentalCount-picker',
    roles: PICKER,
    output: answer<ClosedRentalCounts>(),
    success: DEALS_COUNTED,
  }),
};
