/**
 * Draws one of the report's charts with uPlot (P90: the smallest and fastest of those measured, and
 * it works in a shadow root under the page's CSP). Imported only by the reports screen, lazily, so no
 * other element loads it. Every style is set through the CSSOM (CSP allows it); uPlot's own CSS is
 * adopted with the element's.
 */
import uPlot from 'uplot';
import { onThemeChange } from '../../lib/theme';
import { type ChartColor, type ChartSpec, stackedTops } from './chart-series';
import { longDay, shortDay } from './report-days';

const HEIGHT = 220;
const TIP_GAP = 12;

/** Used where the page sets no token (a host that drops the widget CSS). */
const FALLBACK: Record<ChartColor | 'text' | 'border', string> = {
  primary: '#2563eb',
  success: '#15803d',
  warning: '#b45309',
  danger: '#b91c1c',
  muted: '#6b7280',
  text: '#111827',
  border: '#d1d5db',
};

export interface DrawnChart {
  resize(width: number): void;
  /** Removes the chart and stops following the theme. */
  destroy(): void;
}

/** The exact values of the day under the cursor, beside it, flipped left near the right edge. */
function tooltip(spec: ChartSpec): uPlot.Plugin {
  const tip = document.createElement('div');
  tip.className = 'rl-chart-tip';
  tip.style.display = 'none';
  return {
    hooks: {
      init: [(u) => u.over.append(tip)],
      setCursor: [
        (u) => {
          const { left = -1, top = 0, idx } = u.cursor;
          const day = idx == null ? undefined : spec.days[idx];
          if (idx == null || day === undefined || left < 0) {
            tip.style.display = 'none';
            return;
          }
          const lines = spec.series.map((s) => {
            const value = s.values[idx];
            return `${s.label}: ${value === null || value === undefined ? '-' : spec.format(value)}`;
          });
          tip.replaceChildren(
            ...[longDay(day, spec.language), ...lines].map((text, i) => {
              const line = document.createElement(i === 0 ? 'strong' : 'span');
              line.textContent = text;
              return line;
            }),
          );
          tip.style.display = 'flex';
          const width = tip.offsetWidth;
          const x = left + TIP_GAP + width > u.over.clientWidth ? left - TIP_GAP - width : left + TIP_GAP;
          tip.style.left = `${Math.max(0, x)}px`;
          tip.style.top = `${Math.max(0, Math.min(top, u.over.clientHeight - tip.offsetHeight))}px`;
        },
      ],
    },
  };
}

type Palette = Record<keyof typeof FALLBACK, string>;

/** The tokens as they apply to `target` now: read again after a theme change, never kept from the first draw. */
function paletteOf(target: HTMLElement): Palette {
  const style = getComputedStyle(target);
  const entries = Object.entries(FALLBACK).map(([name, fallback]) => [
    name,
    style.getPropertyValue(`--rl-color-${name}`).trim() || fallback,
  ]);
  return Object.fromEntries(entries) as Palette;
}

const samePalette = (a: Palette, b: Palette) =>
  Object.keys(FALLBACK).every((name) => a[name as keyof Palette] === b[name as keyof Palette]);

function optionsOf(spec: ChartSpec, color: Palette, width: number): uPlot.Options {
  const stacked = spec.kind === 'stacked-bars';
  const days = spec.days.length;
  const bars = uPlot.paths.bars?.({ size: [0.7, 48] });
  const axis = {
    stroke: color.text,
    grid: { stroke: color.border, width: 1 },
    ticks: { stroke: color.border, width: 1 },
  };
  return {
    width,
    height: HEIGHT,
    legend: { live: false },
    cursor: { drag: { x: false, y: false }, points: { show: !stacked } },
    scales: {
      x: { time: false, range: () => [-0.5, days - 0.5] },
      y: { range: (_u, _min, max) => [0, spec.max ?? Math.max(1, max)] },
    },
    axes: [
      {
        ...axis,
        space: 44,
        incrs: [1, 2, 7, 14, 28, 56, 91, 182],
        values: (_u, splits) =>
          splits.map((i) => (spec.days[i] ? shortDay(spec.days[i], spec.language) : '')),
      },
      {
        ...axis,
        incrs: spec.max
          ? [0.1, 0.2, 0.25, 0.5]
          : [1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5, 2e5, 5e5, 1e6],
        values: (_u, splits) => splits.map((value) => spec.tick(value)),
      },
    ],
    series: [
      {},
      ...drawOrder(spec).map((i) => {
        const stroke = color[spec.series[i]?.color ?? 'primary'];
        return stacked
          ? {
              label: spec.series[i]?.label,
              stroke,
              fill: stroke,
              width: 0,
              paths: bars,
              points: { show: false },
            }
          : {
              label: spec.series[i]?.label,
              stroke,
              width: 2,
              spanGaps: false,
              points: { show: days <= 31 },
            };
      }),
    ],
    plugins: [tooltip(spec)],
  };
}

/** The tallest stack first, so the shorter ones paint over it as bands. */
function drawOrder(spec: ChartSpec): number[] {
  const order = spec.series.map((_, i) => i);
  return spec.kind === 'stacked-bars' ? order.reverse() : order;
}

/**
 * Draws the chart, and draws it again in the new colours whenever the theme changes (light, dark, the
 * system's): uPlot keeps the colours it was made with.
 */
export function drawChart(target: HTMLElement, spec: ChartSpec, width: number): DrawnChart {
  const drawn = spec.kind === 'stacked-bars' ? stackedTops(spec.series) : spec.series.map((s) => s.values);
  const data: uPlot.AlignedData = [spec.days.map((_, i) => i), ...drawOrder(spec).map((i) => drawn[i] ?? [])];
  let palette = paletteOf(target);
  let chart = new uPlot(optionsOf(spec, palette, width), data, target);

  const stopFollowingTheme = onThemeChange(() => {
    const next = paletteOf(target);
    if (samePalette(next, palette)) return;
    palette = next;
    const { width: current } = chart;
    chart.destroy();
    chart = new uPlot(optionsOf(spec, palette, current), data, target);
  });

  return {
    resize: (next) => chart.setSize({ width: next, height: HEIGHT }),
    destroy: () => {
      stopFollowingTheme();
      chart.destroy();
    },
  };
}
