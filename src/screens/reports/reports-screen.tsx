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
import { CallTables } from './call-tables';
import { DayTable } from './day-table';
import { FreshnessTables } from './freshness-tables';
import { PeopleTable } from './people-table';
import { ReportCharts } from './report-charts';
import { reportColumns } from './report-columns';
import { filledDays, isQuiet, longDay } from './report-days';
import { ReportDownload } from './report-download';
import { ReportFilters, type ReportRange } from './report-filters';
import { useReportWords } from './report-words';

export function ReportsScreen() {
  const { t } = useReportWords();
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
        <h1 id={headingId}>{t('reports.title')}</h1>
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
          <span className="rl-spinner rl-spinner--small" aria-hidden="true" /> {t('reports.loading')}
        </p>
      )}
    </section>
  );
}

function ReportBody({ report, updating }: { report: Report; updating: boolean }) {
  const words = useReportWords();
  const { t, language } = words;
  const columns = useMemo(() => reportColumns(words), [words]);
  const days = useMemo(() => filledDays(report), [report]);
  const quiet = isQuiet(report.totals);
  return (
    <div className="rl-stack" aria-busy={updating || undefined} part="report">
      <p className="rl-muted">
        {t('reports.range', {
          start: longDay(report.startDate, language),
          end: longDay(report.endDate, language),
          count: days.length,
        })}
      </p>
      {quiet ? (
        <div className="rl-empty" role="status">
          <strong>{t('reports.quietTitle')}</strong>
          <span className="rl-muted">{t('reports.quietText')}</span>
        </div>
      ) : (
        <>
          <ReportCharts days={days} />
          <DayTable caption={t('reports.days')} columns={columns.days} days={days} totals={report.totals} />
          {/* Outcomes and skips are the pickers' work: a creator leader's report has none (docs/rules/reports.md#d11.2). */}
          {report.sides.includes('pickers') ? (
            <DayTable
              caption={t('reports.outcomes')}
              columns={columns.dayOutcomes}
              days={days}
              totals={report.totals}
            />
          ) : null}
        </>
      )}
      {report.sides.includes('creators') ? (
        <PeopleTable
          caption={t('reports.creators')}
          columns={columns.creators}
          rows={report.creators}
          empty={t('reports.noCreators')}
          initialSort={{ key: 'leadsCreated', direction: 'descending' }}
        />
      ) : null}
      {report.sides.includes('pickers') ? (
        <PeopleTable
          caption={t('reports.pickers')}
          columns={columns.pickers}
          rows={report.pickers}
          empty={t('reports.noPickers')}
          initialSort={{ key: 'leadsFinished', direction: 'descending' }}
        />
      ) : null}
      {report.calls ? <CallTables calls={report.calls} /> : null}
      <FreshnessTables freshness={report.freshness} />
    </div>
  );
}
