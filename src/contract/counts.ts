/** The counts area (docs/rules/counts.md): today's counters of a creator and of a picker, in Panama days. */
import { pick } from 'superstruct';
import { ListQuery } from './lists';

/** The creator's range of days: both ends optional and inclusive, each missing end is today (docs/rules/auth.md#d3). */
export const DayRangeQuery = pick(ListQuery, ['startDate', 'endDate']);

/** A range whose start comes after its end (400, on `startDate`). */
export const START_AFTER_END = 'Start date must not be after end date';

/** GET /dataCreator/getCountDataCreator: today and the chosen range, Panama days. */
export interface CreatorCounts {
  todayCount: number;
  todayValidCount: number;
  todayInvalidCount: number;
  rangeCount: number;
  rangeInvalidCount: number;
}

/** GET /dataPicker/getCountDataPicker: the picker's picks today against its limit. */
export interface PickerCounts {
  todayCount: number;
  todayValidCount: number;
  todayInvalidCount: number;
  totalCount: number;
  limit: number;
}
