/** The report as an .xlsx: one sheet per table the screen shows, named for its range. */
import type { CallReport, Report, ReportDay } from '../../contract';
import { type Cell, type SheetData, saveFile, workbookBytes } from '../../lib/excel';
import { type ReportColumn, reportColumns } from './report-columns';
import { filledDays } from './report-days';
import { englishWords } from './report-words';

function rowsOf<T>(columns: readonly ReportColumn<T>[], rows: readonly T[]): Cell[][] {
  return [
    columns.map((column) => column.sheetHeader ?? column.header),
    ...rows.map((row) => columns.map((column) => column.cell(row))),
  ];
}

/** The sheets stay English in either language: their names and headers are read by machines too (docs/rules/language.md#d14.4). */
export function reportSheets(report: Report): SheetData[] {
  const columns = reportColumns(englishWords());
  const days = [...filledDays(report), { ...report.totals, day: 'Total' } satisfies ReportDay];
  const sheets: SheetData[] = [{ name: 'Days', rows: rowsOf(columns.days, days) }];
  if (report.sides.includes('pickers')) {
    sheets.push({ name: 'Outcomes', rows: rowsOf(columns.dayOutcomes, days) });
  }
  if (report.sides.includes('creators')) {
    sheets.push({ name: 'Creators', rows: rowsOf(columns.creators, report.creators) });
  }
  if (report.sides.includes('pickers')) {
    sheets.push({ name: 'Pickers', rows: rowsOf(columns.pickers, report.pickers) });
  }
  if (report.calls) sheets.push(...callSheets(report.calls));
  return sheets;
}

/** The calls' three tables (docs/rules/reports.md#d11.7), talk time in whole seconds for a spreadsheet to add up. */
const callSheets = (calls: CallReport): SheetData[] => [
  {
    name: 'Calls a day',
    rows: [
      ['Day', 'Calls', 'Talk time (s)'],
      ...calls.days.map((d) => [d.day, d.calls, d.talkSeconds]),
      ['Total', calls.totals.calls, calls.totals.talkSeconds],
    ],
  },
  {
    name: 'Talk time per picker',
    rows: [
      ['Picker', 'Calls', 'Talk time (s)'],
      ...calls.pickers.map((p) => [p.name, p.calls, p.talkSeconds]),
    ],
  },
  {
    name: 'Attempts per lead',
    rows: [['Calls to a lead', 'Leads'], ...calls.attempts.map((a) => [a.attempts, a.leads])],
  },
];

/** `report_2026-11-10_2026-11-23.xlsx`: the range in the name, so two downloads never read alike. */
export const reportFileName = ({ startDate, endDate }: Pick<Report, 'startDate' | 'endDate'>) =>
  `report_${startDate}_${endDate}.xlsx`;

export async function downloadReport(report: Report): Promise<void> {
  saveFile(await workbookBytes(reportSheets(report)), reportFileName(report));
}
