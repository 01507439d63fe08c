/**
 * The report's three charts, each as wide as the element (a ResizeObserver follows it down to a
 * 375 px phone) and in the theme's colours as the theme changes (uplot-chart.ts). The drawing is
 * visual only: the Days table below holds the same figures for assistive technology, so the plot is
 * aria-hidden under a caption that points to it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReportDay } from '../../contract';
import { type ChartSpec, chartSpecs } from './chart-series';
import { useReportWords } from './report-words';
import type { DrawnChart } from './uplot-chart';

/** A browser that can paint a canvas and report size changes; without it (a test DOM) only the tables show. */
const canDraw = () =>
  typeof ResizeObserver !== 'undefined' &&
  typeof HTMLCanvasElement !== 'undefined' &&
  document.createElement('canvas').getContext?.('2d') != null;

export function ReportCharts({ days }: { days: readonly ReportDay[] }) {
  const words = useReportWords();
  const specs = useMemo(() => chartSpecs(days, words), [days, words]);
  const [drawable] = useState(canDraw);
  if (!drawable) return null;
  return (
    <div className="rl-report-charts" part="charts">
      {specs.map((spec) => (
        <ReportChart key={spec.id} spec={spec} />
      ))}
    </div>
  );
}

function ReportChart({ spec }: { spec: ChartSpec }) {
  const { t } = useReportWords();
  const plot = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const target = plot.current;
    if (!target) return;
    let chart: DrawnChart | undefined;
    let gone = false;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) chart?.resize(Math.floor(entry.contentRect.width));
    });
    import('./uplot-chart')
      .then(({ drawChart }) => {
        if (gone) return;
        chart = drawChart(target, spec, Math.floor(target.clientWidth));
        observer.observe(target);
      })
      .catch(() => {
        if (!gone) setFailed(true);
      });
    return () => {
      gone = true;
      observer.disconnect();
      chart?.destroy();
    };
  }, [spec]);

  return (
    <figure className="rl-report-chart" data-chart={spec.id}>
      <figcaption>{spec.title}</figcaption>
      {failed ? (
        <p className="rl-muted">{t('reports.chart.failed')}</p>
      ) : (
        <div ref={plot} className="rl-report-chart__plot" aria-hidden="true" />
      )}
    </figure>
  );
}
