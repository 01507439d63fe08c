/** A creator's leads for the My Leads stories: one for each outcome, and many for paging. */
import type { MockAnswer, MockRequest } from '../../../.storybook/mock-api';
import { ok } from '../../../.storybook/mock-api';
import { type CorrectionProposal, type LeadOutcome, type MyLead, sampleLead } from '../../contract';
import { leadPage } from '../../screen-parts/lead-list/lead-list.fixtures';

/**
 * What the lead's row holds in each outcome, beside the outcome the server derived from it. A creator
 * is told a lead was picked (`fetcherId`), never by whom (docs/rules/leads.md#d5.16).
 */
const STATE: Record<LeadOutcome, Partial<MyLead>> = {
  waiting: {},
  // Waiting for its picker's callback (docs/rules/claiming.md#d5.5): taken, held by no one, due at 12:00 PM on March 5th.
  picked: { isFetched: true, call_outcome: 'callback', attempts: 1, due_at: '2026-03-05T17:00:00.000Z' },
  valid: {
    fetcherId: 'u-pk',
    isFetched: true,
    isFinished: true,
    number_status: 'valid',
    attempts: 1,
  },
  invalid: { number_status: 'invalid' },
  deal: {
    fetcherId: 'u-pk',
    isFetched: true,
    isFinished: true,
    number_status: 'valid',
    attempts: 2,
  },
};

// A field not named here gets its kind's sample.
export const myLead = (id: string, outcome: LeadOutcome, change: Partial<MyLead> = {}): MyLead => ({
  ...sampleLead(),
  _id: id,
  client_name: 'Maria',
  client_email: null,
  language: 'en',
  rent: '$1,200',
  houseApt_details: '2 bed, 1 bath apartment',
  address: '12 Calle 50, Panama City',
  number_status: null,
  call_outcome: null,
  attempts: 0,
  due_at: null,
  creatorId: 'u-cr',
  fetcherId: null,
  isFetched: false,
  isFinished: false,
  // 8:00 AM in Panama.
  createdAt: '2026-03-02T13:00:00.000Z',
  updatedAt: '2026-03-02T14:30:00.000Z',
  finishedDate: null,
  sourceKey: null,
  stale: false,
  creator: {
    name: 'Cora Creator',
    email: 'cora@rental-leads.test',
    team_leader_name: null,
    admin_name: null,
  },
  fetcher: null,
  ...STATE[outcome],
  outcome,
  ...change,
});

/** One lead in each outcome, newest first, each client named for it. */
export const leadsOfEachOutcome: MyLead[] = [
  myLead('w-1', 'waiting', { client_name: 'Wanda', createdAt: '2026-03-05T15:00:00.000Z' }),
  myLead('p-1', 'picked', { client_name: 'Pia', createdAt: '2026-03-04T15:00:00.000Z' }),
  myLead('v-1', 'valid', { client_name: 'Vera', createdAt: '2026-03-03T15:00:00.000Z' }),
  myLead('i-1', 'invalid', { client_name: 'Ines' }),
  myLead('d-1', 'deal', { client_name: 'Dora', createdAt: '2026-03-01T15:00:00.000Z' }),
];

/** `count` waiting leads, numbered, for paging. */
export const manyMyLeads = (count: number): MyLead[] =>
  Array.from({ length: count }, (_, i) =>
    myLead(`m-${i + 1}`, 'waiting', { client_name: `Client ${i + 1}` }),
  );

/** Answers the leads of the outcome asked for (all of them for none), as the server filters them. */
export const byOutcome =
  (all: MyLead[]) =>
  ({ query }: MockRequest): MockAnswer => {
    const outcome = query.get('outcome');
    return ok(leadPage(outcome ? all.filter((lead) => lead.outcome === outcome) : all));
  };

/** A picker's pending proposal on Wanda's lead: her name and the rent (docs/rules/leads.md#d5.21). */
export const wandaProposal: CorrectionProposal = {
  _id: 'cp-1',
  rentalId: 'w-1',
  number: '+15075551234',
  proposedBy: 'Pete Picker',
  changes: [
    { field: 'client_name', from: 'Wanda', to: 'Wanda Ruiz' },
    { field: 'rent', from: '$1,200', to: '$1,250' },
  ],
  createdAt: '2026-03-05T16:00:00.000Z',
};
