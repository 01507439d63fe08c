/** A lead's calls for the stories (docs/rules/claiming.md#d5.24): none, and three of two pickers. */
import type { CallRecord, LeadCalls } from '../src/contract';

const pete = { _id: 'u-pk', name: 'Pete Picker' };
const paula = { _id: 'u-pk2', name: 'Paula Picker' };

export const callRecord = (fields: Partial<CallRecord> = {}): CallRecord => ({
  _id: 'call-1',
  rentalId: 'r-1',
  picker: pete,
  channel: 'call',
  startedAt: '2026-03-02T15:00:00.000Z',
  returnedAt: null,
  durationSeconds: null,
  outcome: null,
  ...fields,
});

export const noCalls: LeadCalls = { rental: { _id: 'r-1', number: '5075551234' }, calls: [] };

export const someCalls: LeadCalls = {
  rental: { _id: 'r-1', number: '5075551234' },
  calls: [
    callRecord({
      _id: 'call-3',
      channel: 'whatsapp',
      startedAt: '2026-03-02T16:10:00.000Z',
      returnedAt: '2026-03-02T16:12:05.000Z',
      durationSeconds: 125,
      outcome: 'callback',
    }),
    callRecord({
      _id: 'call-2',
      picker: paula,
      startedAt: '2026-03-01T14:00:00.000Z',
      returnedAt: '2026-03-01T14:00:40.000Z',
      durationSeconds: 40,
      outcome: 'no-answer',
    }),
    callRecord({ _id: 'call-1', startedAt: '2026-02-28T13:30:00.000Z' }),
  ],
};
