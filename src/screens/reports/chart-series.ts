/**
 * The report's three charts as data: which figures each draws, in which colour token, and how a value
 * reads in its tooltip. Kept apart from the chart library, which loads only when a chart is drawn.
 */
import type { ReportDay } from '../../contract';
import { percent } from './report-format';

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
}

const whole = (value: number) => String(value);
const wholePercent = (ratio: number) => `${Math.round(ratio * 100)}%`;

export function chartSpecs(days: readonly ReportDay[]): ChartSpec[] {
  const dayList = days.map((d) => d.day);
  const of = (pick: (d: ReportDay) => number | null) => days.map(pick);
  return [
    {
      id: 'leads',
      title: 'Leads per day',
      kind: 'lines',
      days: dayList,
      format: whole,
      tick: whole,
      series: [
        { label: 'Created', color: 'primary', values: of((d) => d.leadsCreated) },
        { label: 'Finished', color: 'muted', values: of((d) => d.leadsFinished) },
        { label: 'Valid', color: 'success', values: of((d) => d.finishedValid) },
        { label: 'Invalid', color: 'danger', values: of((d) => d.finishedInvalid) },
      ],
    },
    {
      id: 'deals',
      title: 'Deals closed per day, by status',
      kind: 'stacked-bars',
      days: dayList,
      format: whole,
      tick: whole,
      series: [
        { label: 'In process', color: 'warning', values: of((d) => d.dealsInProcess) },
        { label: 'Done', color: 'success', values: of((d) => d.dealsDone) },
        { label: 'Failed', color: 'danger', values: of((d) => d.dealsFailed) },
      ],
    },
    {
      id: 'conversion',
      title: 'Conversion per day (deals done ÷ leads finished)',
      kind: 'lines',
      days: dayList,
      format: (value) => percent(value),
      tick: wholePercent,
      max: 1,
      series: [{ label: 'Conversion', color: 'primary', values: of((d) => d.conversion) }],
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
