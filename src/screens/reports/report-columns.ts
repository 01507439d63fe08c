/**
 * The columns of the report's tables, written once: the screen's tables and the .xlsx sheets
 * both read them, so a header or a rounding never differs between what is seen and what is downloaded.
 */
import {
  type CreatorReportRow,
  OUTCOME_LABELS,
  type OutcomeCounts,
  type PickerReportRow,
  RECORDED_OUTCOMES,
  type ReportDay,
} from '../../contract';
import type { Cell } from '../../lib/excel';
import { longDay } from './report-days';
import { minutes, percent } from './report-format';

export interface ReportColumn<T> {
  key: string;
  header: string;
  /** The spreadsheet's header, where its cell differs from the table's text (a percentage as a number). */
  sheetHeader?: string;
  /** What the column sorts by; null sorts last whichever the direction. */
  value: (row: T) => string | number | null;
  /** What the table shows. */
  text: (row: T) => string;
  /** What the spreadsheet holds: numbers stay numbers, a ratio a percentage to one decimal. */
  cell: (row: T) => Cell;
}

type Numeric<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T] & string;
type Ratio<T> = { [K in keyof T]: T[K] extends number | null ? K : never }[keyof T] & string;

const count = <T>(key: Numeric<T>, header: string): ReportColumn<T> => ({
  key,
  header,
  value: (row) => row[key] as number,
  text: (row) => String(row[key]),
  cell: (row) => row[key] as number,
});

const ratio = <T>(key: Ratio<T>, header: string): ReportColumn<T> => ({
  key,
  header,
  sheetHeader: `${header} (%)`,
  value: (row) => row[key] as number | null,
  text: (row) => percent(row[key] as number | null),
  cell: (row) => {
    const value = row[key] as number | null;
    return value === null ? '' : Math.round(value * 1000) / 10;
  },
});

/** One outcome's count (docs/rules/claiming.md#d5.5), headed by its words. */
const outcome = <T extends { outcomes: OutcomeCounts }>(key: keyof OutcomeCounts): ReportColumn<T> => ({
  key: `outcome-${key}`,
  header: OUTCOME_LABELS[key],
  value: (row) => row.outcomes[key],
  text: (row) => String(row.outcomes[key]),
  cell: (row) => row.outcomes[key],
});

/** Each outcome's count, then the leads skipped, which are no outcome. */
const outcomesAndSkips = <T extends { outcomes: OutcomeCounts; skips: number }>(): ReportColumn<T>[] => [
  ...RECORDED_OUTCOMES.map((key) => outcome<T>(key)),
  {
    key: 'skips',
    header: 'Skips',
    value: (row) => row.skips,
    text: (row) => String(row.skips),
    cell: (row) => row.skips,
  },
];

const name = <T extends { name: string }>(header: string): ReportColumn<T> => ({
  key: 'name',
  header,
  value: (row) => row.name,
  text: (row) => row.name,
  cell: (row) => row.name,
});

const day: ReportColumn<ReportDay> = {
  key: 'day',
  header: 'Day',
  value: (d) => d.day,
  text: (d) => longDay(d.day),
  cell: (d) => d.day,
};

export const DAY_COLUMNS: ReportColumn<ReportDay>[] = [
  day,
  count('leadsCreated', 'Leads created'),
  count('leadsFinished', 'Leads finished'),
  count('finishedValid', 'Valid'),
  count('finishedInvalid', 'Invalid'),
  count('dealsInProcess', 'Deals in process'),
  count('dealsDone', 'Deals done'),
  count('dealsFailed', 'Deals failed'),
  ratio('conversion', 'Conversion'),
];

/** The pickers' outcomes and skips day by day: a table of its own, as the days' one is full. */
export const DAY_OUTCOME_COLUMNS: ReportColumn<ReportDay>[] = [day, ...outcomesAndSkips<ReportDay>()];

export const CREATOR_COLUMNS: ReportColumn<CreatorReportRow>[] = [
  name('Creator'),
  count('leadsCreated', 'Leads created'),
  count('leadsInvalid', 'Invalid'),
  ratio('invalidRate', 'Invalid rate'),
  count('deals', 'Deals from its leads'),
];

export const PICKER_COLUMNS: ReportColumn<PickerReportRow>[] = [
  name('Picker'),
  count('leadsFinished', 'Leads finished'),
  count('invalidMarked', 'Invalid marked'),
  count('deals', 'Deals'),
  count('dealsDone', 'Deals done'),
  ratio('doneRate', 'Done rate'),
  {
    key: 'medianHeldMinutes',
    header: 'Median minutes held',
    value: (p) => p.medianHeldMinutes,
    text: (p) => minutes(p.medianHeldMinutes),
    cell: (p) => (p.medianHeldMinutes === null ? '' : Math.round(p.medianHeldMinutes * 10) / 10),
  },
  ...outcomesAndSkips<PickerReportRow>(),
];
