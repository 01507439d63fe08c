/** Leads to close and deals for the deal stories: every status, an Other payment, a missing creator. */
import type { ClosedRental, DealClosingLead, ListResult } from '../src/contract';

export const dealLead: DealClosingLead = {
  _id: 'r-1',
  number: '5075551234',
  client_name: 'Maria',
  client_email: 'maria@example.com',
  rent: '$1,200',
  houseApt_details: '2 bed, 1 bath apartment',
  address: '12 Calle 50, Panama City',
  creatorId: 'u-cr',
  number_status: 'valid',
  fetcherId: 'u-pk',
  closedRental: null,
};

const pete = { _id: 'u-pk', name: 'Pete Picker', team_leader_name: 'Pablo Leader', admin_name: 'Adam Admin' };
const priya = {
  _id: 'u-pk2',
  name: 'Priya Shah',
  team_leader_name: 'Pablo Leader',
  admin_name: 'Adam Admin',
};

const deal = (fields: Partial<ClosedRental> & Pick<ClosedRental, '_id' | 'number'>): ClosedRental => ({
  rentalId: `r-${fields._id}`,
  createdAt: '2026-03-02T19:05:00.000Z',
  updatedAt: '2026-03-02T19:05:00.000Z',
  rent: '$1,200',
  houseApt_details: '2 bed, 1 bath apartment',
  address: '12 Calle 50, Panama City',
  client_name: 'Maria',
  client_email: 'maria@example.com',
  status: 'in-process',
  payment_method: 'trans-union',
  // As the server writes it without PUBLIC_URL: root-relative, with the API prefix.
  closing_image: `/api/v1/closedRental/image/${fields._id}`,
  fetcher: pete,
  creator: { _id: 'u-cr', name: 'Cora Creator' },
  history: [],
  ...fields,
});

export const deals: ClosedRental[] = [
  deal({ _id: 'dl-1', number: '5075551234' }),
  deal({
    _id: 'dl-2',
    number: '5075550000',
    client_name: 'Luis',
    client_email: 'luis@example.com',
    rent: '$950',
    address: '3 Via España, Panama City',
    status: 'done',
    payment_method: 'choice-credit',
    createdAt: '2026-03-01T14:00:00.000Z',
    fetcher: priya,
  }),
  deal({
    _id: 'dl-3',
    number: '5075559876',
    client_name: 'Ana',
    client_email: 'ana@example.com',
    status: 'failed',
    payment_method: 'Paid by money order',
    creator: null,
  }),
];

/** A list answer's data, with `countInfo` as the server computes it for pages of 20. */
export const dealListOf = (result: ClosedRental[], total = result.length): ListResult<ClosedRental> => ({
  result,
  countInfo: { total, totalPage: Math.ceil(total / 20) },
});
