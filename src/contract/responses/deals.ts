/** What the deals area's calls answer (docs/rules/deals.md#d6): a deal, its lists and counts, a lead to close. */
import { array, assign, nullable, object, pick, string } from 'superstruct';
import { dealsApi } from '../endpoints';
import { CLOSED_STATUSES } from '../enums';
import { DEAL_FIELDS, type DealFieldName } from '../lead-fields';
import { leadFieldValues, rental } from './lead';
import { type Answer, countsOf, file, json, listOf, maybeText, named, oneOf, person } from './shapes';

export const closedRental = named(
  'ClosedRental',
  assign(
    pick(leadFieldValues, DEAL_FIELDS),
    object({
      _id: string(),
      rentalId: string(),
      createdAt: string(),
      updatedAt: string(),
      client_email: string(),
      status: oneOf(CLOSED_STATUSES),
      payment_method: string(),
      closing_image: string(),
      fetcher: object({
        _id: string(),
        name: string(),
        team_leader_name: maybeText(),
        admin_name: maybeText(),
      }),
      creator: nullable(person),
      history: array(object({ status: oneOf(CLOSED_STATUSES), changedAt: string(), changedBy: person })),
    }),
  ),
);

/** The parts of a lead that Deal Closing reads (src/contract/deals.ts, DealClosingLead). */
type ClosingPart = '_id' | DealFieldName | 'client_email' | 'creatorId' | 'number_status';

const dealClosingLead = assign(
  pick(rental, ['_id', ...DEAL_FIELDS, 'client_email', 'creatorId', 'number_status'] as ClosingPart[]),
  object({ fetcherId: string(), closedRental: nullable(closedRental) }),
);

export const DEALS_ANSWERS: [string, Answer][] = [
  json(dealsApi.findLead, dealClosingLead),
  json(dealsApi.close, closedRental),
  file(dealsApi.closingImage, ['image/jpeg', 'image/png', 'image/webp']),
  json(dealsApi.list, listOf(closedRental)),
  json(dealsApi.listGroup, listOf(closedRental)),
  json(dealsApi.finalClose, closedRental),
  json(dealsApi.countOwn, countsOf(CLOSED_STATUSES)),
];
