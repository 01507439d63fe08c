/** How the report's ratios and durations read in its tables, its tooltips and its spreadsheet. */
import { DEFAULT_LANGUAGE, type Language, LOCALE_OF } from '../../contract/i18n';

const formats = (language: Language) => ({
  percent: new Intl.NumberFormat(LOCALE_OF[language], {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }),
  wholePercent: new Intl.NumberFormat(LOCALE_OF[language], { style: 'percent', maximumFractionDigits: 0 }),
  tenths: new Intl.NumberFormat(LOCALE_OF[language], { maximumFractionDigits: 1 }),
});

const FORMATS = { en: formats('en'), es: formats('es') } satisfies Record<Language, unknown>;

/** 0.256 → "25.6%"; a ratio with nothing to divide by reads as a dash. Rounded first, half up. */
export const percent = (ratio: number | null, language: Language = DEFAULT_LANGUAGE): string =>
  ratio === null ? '-' : FORMATS[language].percent.format(Math.round(ratio * 1000) / 1000);

/** 0.5 → "50%": the chart axis's whole percentages. */
export const wholePercent = (ratio: number, language: Language = DEFAULT_LANGUAGE): string =>
  FORMATS[language].wholePercent.format(ratio);

/** Minutes to one decimal: "12.5"; a dash when nothing was held. */
export const minutes = (value: number | null, language: Language = DEFAULT_LANGUAGE): string =>
  value === null ? '-' : FORMATS[language].tenths.format(Math.round(value * 10) / 10);
