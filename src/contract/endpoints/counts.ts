/** The counts area's calls (docs/rules/counts.md): today's counters of the signed-in creator or picker. */
import { type CreatorCounts, DayRangeQuery, type PickerCounts } from '../counts';
import { answer, endpoint } from '../endpoint';

export const countsApi = {
  /** The creator's leads today and over a range of Panama days (`startDate`, `endDate`). */
  creator: endpoint({
    method: 'GET',
    path: '/dataCreator/getCountDataCreator',
    roles: ['data-creator'],
    query: DayRangeQuery,
    output: answer<CreatorCounts>(),
    success: 'Counts loaded',
  }),
  /** The picker's picks today against its limit. */
  picker: endpoint({
    method: 'GET',
    path: '/dataPicker/getCountDataPicker',
    roles: ['data-picker'],
    output: answer<PickerCounts>(),
    success: 'Counts loaded',
  }),
};
