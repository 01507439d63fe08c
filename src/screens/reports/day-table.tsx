/**
 * A table of the report's figures day by day, with the range's totals: the Days (what the charts
 * draw, readable by anyone) or the pickers' Outcomes.
 */
import type { ReportDay, ReportFigures } from '../../contract';
import type { ReportColumn } from './report-columns';
import { useReportWords } from './report-words';
import { TableFrame } from './table-frame';

interface DayTableProps {
  caption: string;
  columns: readonly ReportColumn<ReportDay>[];
  days: readonly ReportDay[];
  totals: ReportFigures;
}

export function DayTable({ caption, columns, days, totals }: DayTableProps) {
  const { t } = useReportWords();
  const [first, ...figures] = columns;
  const total: ReportDay = { ...totals, day: '' };
  return (
    <TableFrame caption={caption}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.day}>
            <th scope="row">{first?.text(day)}</th>
            {figures.map((column) => (
              <td key={column.key}>{column.text(day)}</td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('reports.total')}</th>
          {figures.map((column) => (
            <td key={column.key}>{column.text(total)}</td>
          ))}
        </tr>
      </tfoot>
    </TableFrame>
  );
}
