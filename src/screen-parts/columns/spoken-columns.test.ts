/** The lead table in Spanish, its download in English (docs/rules/language.md#d14.4): one column list, two voices. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SheetLead } from '../../contract';
import { i18nFor, loadCatalog, localize } from '../../contract/i18n';
import { listsCatalog } from '../../locales/lists';
import { termsCatalog } from '../../locales/terms';
import { spokenColumns, type Voice } from './columns';
import { LEAD_COLUMNS } from './lead-columns';

const SPANISH: Voice = { language: 'es', word: (english) => localize('es', english) };

beforeAll(async () => {
  await Promise.all([loadCatalog(listsCatalog, 'es'), loadCatalog(termsCatalog, 'es')]);
});

const lead = {
  createdAt: '2026-11-22T14:41:00.000Z',
  updatedAt: '2026-11-22T14:41:00.000Z',
  fetcher: { name: 'Pat' },
  number_status: 'invalid',
  call_outcome: 'no-answer',
  attempts: 2,
  due_at: null,
} as unknown as SheetLead;

const column = (key: string) => LEAD_COLUMNS.find((c) => c.key === key)!;
const spoken = (key: string) => spokenColumns([column(key)], SPANISH)[0]!;

describe('a lead column', () => {
  it('writes English words and month-first dates for the download', () => {
    expect(column('date').text(lead)).toBe('11/22/2026, 9:41 AM');
    expect(column('number-status').text(lead)).toBe('Invalid');
    expect(column('call_outcome').text(lead)).toBe('No Answer');
  });

  it('says its header, label, words and dates in Spanish on screen', () => {
    expect(spoken('date').header).toBe('Fecha y hora');
    expect(spoken('date').cell(lead)).toBe('22/11/2026, 9:41 a.m.');
    expect(spoken('number-status').cell(lead)).toBe('Inválido');
    expect(spoken('call_outcome')).toMatchObject({ header: 'Resultado', label: 'Resultado de la llamada' });
    expect(spoken('call_outcome').cell(lead)).toBe('No contesta');
    expect(spoken('fetcher-leader').label).toBe(i18nFor('es')._('lists.pickerTeamLeader'));
  });
});
