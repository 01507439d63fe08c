/** The report's figures day by day, with the range's totals: what the charts draw, readable by anyone. */
import type { ReportDay, ReportFigures } from '../../contract';
import { DAY_COLUMNS } from './report-columns';
import { TableFrame } from './table-frame';

export function DayTable({ days, totals }: { days: readonly ReportDay[]; totals: ReportFigures }) {
  const [first, ...figures] = DAY_COLUMNS;
  const total: ReportDay = { ...totals, day: '' };
  return (
    <TableFrame caption="Days">
      <thead>
        <tr>
          {DAY_COLUMNS.map((column) => (
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
          <th scope="row">Total</th>
          {figures.map((column) => (
            <td key={column.key}>{column.text(total)}</td>
          ))}
        </tr>
      </tfoot>
    </TableFrame>
  );
}
