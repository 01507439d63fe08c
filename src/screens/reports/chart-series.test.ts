import { describe, expect, it } from 'vitest';
import { i18nFor, loadCatalog } from '../../contract/i18n';
import { reportsCatalog } from '../../locales/reports';
import { chartSpecs, stackedTops } from './chart-series';
import { englishWords } from './report-words';
import { reportOf } from './reports.fixtures';

describe('report charts as data', () => {
  it('draws leads, deals by status and conversion, one value per day', () => {
    const { days } = reportOf({ startDate: '2026-11-22', endDate: '2026-11-23' });
    const [leads, deals, conversion] = chartSpecs(days, englishWords());
    expect(leads?.series.map((s) => [s.label, s.values])).toEqual([
      ['Created', [10, 17]],
      ['Finished', [8, 13]],
      ['Valid', [7, 8]],
      ['Invalid', [0, 1]],
    ]);
    expect(deals?.kind).toBe('stacked-bars');
    expect(deals?.series.map((s) => s.label)).toEqual(['In process', 'Done', 'Failed']);
    expect(conversion?.series[0]?.values).toEqual([0, 1 / 13]);
    expect(conversion?.format(1 / 13)).toBe('7.7%');
    expect(conversion?.tick(0.5)).toBe('50%');
    expect(conversion?.max).toBe(1);
  });

  it('names its charts and legends in Spanish', async () => {
    await loadCatalog(reportsCatalog, 'es');
    const words = { t: i18nFor('es')._.bind(i18nFor('es')), term: (w: string) => w, language: 'es' as const };
    const [leads, deals] = chartSpecs(reportOf({}).days, words);
    expect(leads?.title).toBe('Leads por día');
    expect(deals?.series.map((s) => s.label)).toEqual(['En proceso', 'Completados', 'Fallidos']);
    expect(leads?.language).toBe('es');
  });

  it('stacks each status on those under it', () => {
    const series = [
      { label: 'a', color: 'primary' as const, values: [1, 0, null] },
      { label: 'b', color: 'success' as const, values: [2, 3, 1] },
      { label: 'c', color: 'danger' as const, values: [0, 1, 1] },
    ];
    expect(stackedTops(series)).toEqual([
      [1, 0, 0],
      [3, 3, 1],
      [3, 4, 2],
    ]);
  });
});
