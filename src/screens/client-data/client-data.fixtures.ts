/** A client's data as GET /clientData answers it, for the stories. */
import { deals } from '../../../.storybook/deal-fixtures';
import type { AuditEntry, ClientData } from '../../contract';
import { pickedLeads } from '../../screen-parts/lead-list/lead-list.fixtures';

const lead = pickedLeads[0]!;
const deal = { ...deals[1]!, rentalId: lead._id };

const entry: AuditEntry = {
  _id: '41',
  at: '2026-03-01T14:00:00.000Z',
  action: 'deal-closed',
  actor: { _id: 'u-picker', name: 'Priya Shah', role: 'data-picker' },
  target: { kind: 'deal', id: deal._id, label: deal.number },
  before: null,
  after: null,
  ip: null,
  adminId: 'u-admin',
};

export const clientData: ClientData = {
  leads: [lead],
  deals: [deal],
  messages: [
    {
      _id: 'm-1',
      createdAt: '2026-03-01T15:00:00.000Z',
      rentalId: lead._id,
      message: 'Client asked for a discount',
      from: { _id: 'u-picker', name: 'Priya Shah' },
      to: { _id: 'u-creator', name: 'Carla Gómez' },
    },
  ],
  audit: [entry],
};

export const nothingHeld: ClientData = { leads: [], deals: [], messages: [], audit: [] };
