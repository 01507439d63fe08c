/**
 * The report's calls (docs/rules/reports.md#d11.7): calls and talk time a day with the range's totals, talk time per
 * picker, and how many leads were called once, twice, and so on. Talk time is written mm:ss, as Collect shows a call.
 */
import type { CallReport } from '../../contract';
import { formatDuration } from '../../lib/call-duration';
import { longDay } from './report-days';
import { useReportWords } from './report-words';
import { TableFrame } from './table-frame';

export function CallTables({ calls }: { calls: CallReport }) {
  const { t, language } = useReportWords();
  if (calls.totals.calls === 0) return <p className="rl-muted">{t('reports.noCalls')}</p>;
  return (
    <>
      <TableFrame caption={t('reports.callsByDay')}>
        <thead>
          <tr>
            <th scope="col">{t('reports.column.day')}</th>
            <th scope="col">{t('reports.column.calls')}</th>
            <th scope="col">{t('reports.column.talkTime')}</th>
          </tr>
        </thead>
        <tbody>
          {calls.days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{longDay(day.day, language)}</th>
              <td>{day.calls}</td>
              <td>{formatDuration(day.talkSeconds)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('reports.total')}</th>
            <td>{calls.totals.calls}</td>
            <td>{formatDuration(calls.totals.talkSeconds)}</td>
          </tr>
        </tfoot>
      </TableFrame>
      <TableFrame caption={t('reports.callsByPicker')}>
        <thead>
          <tr>
            <th scope="col">{t('reports.column.picker')}</th>
            <th scope="col">{t('reports.column.calls')}</th>
            <th scope="col">{t('reports.column.talkTime')}</th>
          </tr>
        </thead>
        <tbody>
          {calls.pickers.map((picker) => (
            <tr key={picker._id}>
              <th scope="row">{picker.name}</th>
              <td>{picker.calls}</td>
              <td>{formatDuration(picker.talkSeconds)}</td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      <TableFrame caption={t('reports.callsByLead')}>
        <thead>
          <tr>
            <th scope="col">{t('reports.column.attempts')}</th>
            <th scope="col">{t('reports.column.leads')}</th>
          </tr>
        </thead>
        <tbody>
          {calls.attempts.map((row) => (
            <tr key={row.attempts}>
              <th scope="row">{row.attempts}</th>
              <td>{row.leads}</td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
    </>
  );
}
