/** How the report's ratios and durations read in its tables, its tooltips and its spreadsheet. */

/** 0.256 → "25.6%"; a ratio with nothing to divide by reads as a dash. */
export const percent = (ratio: number | null): string =>
  ratio === null ? '-' : `${(Math.round(ratio * 1000) / 10).toFixed(1)}%`;

/** Minutes to one decimal: "12.5"; a dash when nothing was held. */
export const minutes = (value: number | null): string =>
  value === null ? '-' : String(Math.round(value * 10) / 10);
