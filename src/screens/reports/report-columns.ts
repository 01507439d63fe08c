/**
 * The columns of the report's tables, written once: the screen's tables and the .xlsx sheets
 * both read them, so a header or a rounding never differs between what is seen and what is downloaded.
 * The screen's are in its reader's language, the sheets' in English (report-sheets.ts).
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
import type { ReportWords } from './report-words';

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

export interface ReportColumns {
  days: ReportColumn<ReportDay>[];
  /** The pickers' outcomes and skips day by day: a table of its own, as the days' one is full. */
  dayOutcomes: ReportColumn<ReportDay>[];
  creators: ReportColumn<CreatorReportRow>[];
  pickers: ReportColumn<PickerReportRow>[];
}

export function reportColumns({ t, term, language }: ReportWords): ReportColumns {
  // Declarations, not generic arrows: the hard-coded text check reads every file as TSX, where `<T>(` is JSX.
  function count<T>(key: Numeric<T>, header: string): ReportColumn<T> {
    return {
      key,
      header,
      value: (row) => row[key] as number,
      text: (row) => String(row[key]),
      cell: (row) => row[key] as number,
    };
  }

  function ratio<T>(key: Ratio<T>, header: string): ReportColumn<T> {
    return {
      key,
      header,
      sheetHeader: `${header} (%)`,
      value: (row) => row[key] as number | null,
      text: (row) => percent(row[key] as number | null, language),
      cell: (row) => {
        const value = row[key] as number | null;
        return value === null ? '' : Math.round(value * 1000) / 10;
      },
    };
  }

  /** One outcome's count (docs/rules/claiming.md#d5.5), headed by its words. */
  function outcome<T extends { outcomes: OutcomeCounts }>(key: keyof OutcomeCounts): ReportColumn<T> {
    return {
      key: `outcome-${key}`,
      header: term(OUTCOME_LABELS[key]),
      value: (row) => row.outcomes[key],
      text: (row) => String(row.outcomes[key]),
      cell: (row) => row.outcomes[key],
    };
  }

  /** Each outcome's count, then the leads skipped, which are no outcome. */
  function outcomesAndSkips<T extends { outcomes: OutcomeCounts; skips: number }>(): ReportColumn<T>[] {
    const skips: ReportColumn<T> = {
      key: 'skips',
      header: t('reports.column.skips'),
      value: (row) => row.skips,
      text: (row) => String(row.skips),
      cell: (row) => row.skips,
    };
    return [...RECORDED_OUTCOMES.map((key) => outcome<T>(key)), skips];
  }

  function name<T extends { name: string }>(header: string): ReportColumn<T> {
    return {
      key: 'name',
      header,
      value: (row) => row.name,
      text: (row) => row.name,
      cell: (row) => row.name,
    };
  }

  const day: ReportColumn<ReportDay> = {
    key: 'day',
    header: t('reports.column.day'),
    value: (d) => d.day,
    text: (d) => longDay(d.day, language),
    cell: (d) => d.day,
  };

  return {
    days: [
      day,
      count('leadsCreated', t('reports.column.leadsCreated')),
      count('leadsFinished', t('reports.column.leadsFinished')),
      count('finishedValid', t('reports.column.valid')),
      count('finishedInvalid', t('reports.column.invalid')),
      count('dealsInProcess', t('reports.column.dealsInProcess')),
      count('dealsDone', t('reports.column.dealsDone')),
      count('dealsFailed', t('reports.column.dealsFailed')),
      ratio('conversion', t('reports.column.conversion')),
    ],
    dayOutcomes: [day, ...outcomesAndSkips<ReportDay>()],
    creators: [
      name(t('reports.column.creator')),
      count('leadsCreated', t('reports.column.leadsCreated')),
      count('leadsInvalid', t('reports.column.invalid')),
      ratio('invalidRate', t('reports.column.invalidRate')),
      count('deals', t('reports.column.dealsFromLeads')),
    ],
    pickers: [
      name(t('reports.column.picker')),
      count('leadsFinished', t('reports.column.leadsFinished')),
      count('invalidMarked', t('reports.column.invalidMarked')),
      count('deals', t('reports.column.deals')),
      count('dealsDone', t('reports.column.dealsDone')),
      ratio('doneRate', t('reports.column.doneRate')),
      {
        key: 'medianHeldMinutes',
        header: t('reports.column.medianHeld'),
        value: (p) => p.medianHeldMinutes,
        text: (p) => minutes(p.medianHeldMinutes, language),
        cell: (p) => (p.medianHeldMinutes === null ? '' : Math.round(p.medianHeldMinutes * 10) / 10),
      },
      ...outcomesAndSkips<PickerReportRow>(),
    ],
  };
}
