/**
 * The report's three charts as data: which figures each draws, in which colour token, and how a value
 * reads in its tooltip. Kept apart from the chart library, which loads only when a chart is drawn.
 */
import type { ReportDay } from '../../contract';
import type { Language } from '../../contract/i18n';
import { percent, wholePercent } from './report-format';
import type { ReportWords } from './report-words';

/** A theme token (`--rl-color-<name>`), so the charts follow the page's theme as the tables do. */
export type ChartColor = 'primary' | 'success' | 'warning' | 'danger' | 'muted';

export interface ChartSeries {
  label: string;
  color: ChartColor;
  /** One value per day; null where the day has none (a conversion with nothing finished). */
  values: (number | null)[];
}

export interface ChartSpec {
  id: 'leads' | 'deals' | 'conversion';
  title: string;
  /** Lines, or bars stacked one status on another. */
  kind: 'lines' | 'stacked-bars';
  days: string[];
  series: ChartSeries[];
  /** A value as the tooltip shows it. */
  format: (value: number) => string;
  /** A value as the axis shows it: shorter, so it fits beside a phone-wide plot. */
  tick: (value: number) => string;
  /** The axis's fixed top (100% for a ratio); otherwise it fits the data. */
  max?: number;
  /** The language its days are written in (the axis's and the tooltip's). */
  language: Language;
}

const whole = (value: number) => String(value);

export function chartSpecs(days: readonly ReportDay[], { t, language }: ReportWords): ChartSpec[] {
  const dayList = days.map((d) => d.day);
  const of = (pick: (d: ReportDay) => number | null) => days.map(pick);
  return [
    {
      id: 'leads',
      title: t('reports.chart.leads'),
      kind: 'lines',
      days: dayList,
      language,
      format: whole,
      tick: whole,
      series: [
        { label: t('reports.series.created'), color: 'primary', values: of((d) => d.leadsCreated) },
        { label: t('reports.series.finished'), color: 'muted', values: of((d) => d.leadsFinished) },
        { label: t('reports.series.valid'), color: 'success', values: of((d) => d.finishedValid) },
        { label: t('reports.series.invalid'), color: 'danger', values: of((d) => d.finishedInvalid) },
      ],
    },
    {
      id: 'deals',
      title: t('reports.chart.deals'),
      kind: 'stacked-bars',
      days: dayList,
      language,
      format: whole,
      tick: whole,
      series: [
        { label: t('reports.series.inProcess'), color: 'warning', values: of((d) => d.dealsInProcess) },
        { label: t('reports.series.done'), color: 'success', values: of((d) => d.dealsDone) },
        { label: t('reports.series.failed'), color: 'danger', values: of((d) => d.dealsFailed) },
      ],
    },
    {
      id: 'conversion',
      title: t('reports.chart.conversion'),
      kind: 'lines',
      days: dayList,
      language,
      format: (value) => percent(value, language),
      tick: (value) => wholePercent(value, language),
      max: 1,
      series: [{ label: t('reports.series.conversion'), color: 'primary', values: of((d) => d.conversion) }],
    },
  ];
}

/**
 * Stacked bars drawn as overlapping bars: each series' bar reaches the sum of itself and those under
 * it, and the tallest is drawn first, so each status shows as its own band.
 */
export function stackedTops(series: readonly ChartSeries[]): (number | null)[][] {
  const running: number[] = [];
  return series.map((s) =>
    s.values.map((value, i) => {
      running[i] = (running[i] ?? 0) + (value ?? 0);
      return running[i];
    }),
  );
}
