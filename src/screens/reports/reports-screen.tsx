/**
 * `<rl-reports>`'s screen (docs/rules/reports.md): the caller's scope over a range of Panama days
 * (the last 14 by default) as charts and the same figures in tables, per day and per person, with a
 * download as .xlsx. The super-admin may narrow it to one admin's group; a leader sees its side only.
 */
import { useId, useMemo, useState } from 'react';
import { useReport } from '../../api/reports/report';
import type { Report } from '../../contract';
import { useAuth } from '../../core/use-auth';
import { LoadError } from '../../ui/load-error';
import { shownData } from '../../ui/shown-data';
import { DayTable } from './day-table';
import { PeopleTable } from './people-table';
import { ReportCharts } from './report-charts';
import { CREATOR_COLUMNS, DAY_COLUMNS, DAY_OUTCOME_COLUMNS, PICKER_COLUMNS } from './report-columns';
import { filledDays, isQuiet, longDay } from './report-days';
import { ReportDownload } from './report-download';
import { ReportFilters, type ReportRange } from './report-filters';

export function ReportsScreen() {
  const isSuperAdmin = useAuth((s) => s.user?.role === 'super-admin');
  // Null until the user picks: the server's default range (the last 14 days) fills the fields till then.
  const [chosen, setChosen] = useState<ReportRange | null>(null);
  const [group, setGroup] = useState('');
  const query = useReport({ ...chosen, adminId: isSuperAdmin && group ? group : undefined });
  const headingId = useId();

  const report = shownData(query);
  const range = chosen ?? { startDate: report?.startDate ?? '', endDate: report?.endDate ?? '' };

  return (
    <section className="rl-page" aria-labelledby={headingId} part="page">
      <div className="rl-page__head" part="header">
        <h1 id={headingId}>Reports</h1>
        <ReportDownload report={report} />
      </div>
      <ReportFilters
        range={range}
        onRange={setChosen}
        chooseGroup={isSuperAdmin}
        adminId={group}
        onAdminId={setGroup}
      />
      {query.isError ? (
        <LoadError query={query} part="error" />
      ) : report ? (
        <ReportBody report={report} updating={query.isPlaceholderData} />
      ) : (
        <p className="rl-row" role="status">
          <span className="rl-spinner rl-spinner--small" aria-hidden="true" /> Loading the report…
        </p>
      )}
    </section>
  );
}

function ReportBody({ report, updating }: { report: Report; updating: boolean }) {
  const days = useMemo(() => filledDays(report), [report]);
  const quiet = isQuiet(report.totals);
  return (
    <div className="rl-stack" aria-busy={updating || undefined} part="report">
      <p className="rl-muted">
        {longDay(report.startDate)} to {longDay(report.endDate)}, {days.length}{' '}
        {days.length === 1 ? 'day' : 'days'} (Panama time)
      </p>
      {quiet ? (
        <div className="rl-empty" role="status">
          <strong>No activity in this range</strong>
          <span className="rl-muted">
            No lead was made, finished or skipped and no deal was closed. Choose other dates to see more.
          </span>
        </div>
      ) : (
        <>
          <ReportCharts days={days} />
          <DayTable caption="Days" columns={DAY_COLUMNS} days={days} totals={report.totals} />
          {/* Outcomes and skips are the pickers' work: a creator leader's report has none (docs/rules/reports.md#d11.2). */}
          {report.sides.includes('pickers') ? (
            <DayTable caption="Outcomes" columns={DAY_OUTCOME_COLUMNS} days={days} totals={report.totals} />
          ) : null}
        </>
      )}
      {report.sides.includes('creators') ? (
        <PeopleTable
          caption="Creators"
          columns={CREATOR_COLUMNS}
          rows={report.creators}
          empty="No creators in this scope yet."
          initialSort={{ key: 'leadsCreated', direction: 'descending' }}
        />
      ) : null}
      {report.sides.includes('pickers') ? (
        <PeopleTable
          caption="Pickers"
          columns={PICKER_COLUMNS}
          rows={report.pickers}
          empty="No pickers in this scope yet."
          initialSort={{ key: 'leadsFinished', direction: 'descending' }}
        />
      ) : null}
    </div>
  );
}
