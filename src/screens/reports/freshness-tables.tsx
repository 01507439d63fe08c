/**
 * The report's time to first call (docs/rules/reports.md#d11.8): for the leads entered in the range, a day at a time
 * with the range's totals, then per creator and per picker: leads, how many were called, the median
 * minutes to the first call and the share called while fresh.
 */
import type { FreshnessFigures, FreshnessReport } from '../../contract';
import { longDay } from './report-days';
import { minutes, percent } from './report-format';
import { useReportWords } from './report-words';
import { TableFrame } from './table-frame';

function Head({ first }: { first: string }) {
  const { t } = useReportWords();
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        <th scope="col">{t('reports.column.leads')}</th>
        <th scope="col">{t('reports.column.called')}</th>
        <th scope="col">{t('reports.column.medianFirstCall')}</th>
        <th scope="col">{t('reports.column.calledFresh')}</th>
      </tr>
    </thead>
  );
}

function Cells({ row }: { row: FreshnessFigures }) {
  const { language } = useReportWords();
  return (
    <>
      <td>{row.leads}</td>
      <td>{row.called}</td>
      <td>{minutes(row.medianMinutes, language)}</td>
      <td>{percent(row.freshShare, language)}</td>
    </>
  );
}

export function FreshnessTables({ freshness }: { freshness: FreshnessReport }) {
  const { t, language } = useReportWords();
  if (freshness.totals.leads === 0) return null;
  const people = (caption: string, first: string, rows: FreshnessReport['creators']) =>
    rows.length === 0 ? null : (
      <TableFrame caption={caption}>
        <Head first={first} />
        <tbody>
          {rows.map((row) => (
            <tr key={row._id}>
              <th scope="row">{row.name}</th>
              <Cells row={row} />
            </tr>
          ))}
        </tbody>
      </TableFrame>
    );
  return (
    <>
      <TableFrame caption={t('reports.firstCallsByDay', { hours: freshness.freshHours })}>
        <Head first={t('reports.column.day')} />
        <tbody>
          {freshness.days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{longDay(day.day, language)}</th>
              <Cells row={day} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('reports.total')}</th>
            <Cells row={freshness.totals} />
          </tr>
        </tfoot>
      </TableFrame>
      {people(t('reports.firstCallsByCreator'), t('reports.column.creator'), freshness.creators)}
      {people(t('reports.firstCallsByPicker'), t('reports.column.picker'), freshness.pickers)}
    </>
  );
}
