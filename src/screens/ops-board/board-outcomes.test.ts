/** A picker's day of outcomes and skips in words, as a supervisor reads it in the board's row. */
import { describe, expect, it } from 'vitest';
import { NO_OUTCOMES } from '../../contract';
import { english, i18nFor, loadCatalog, localize } from '../../contract/i18n';
import { boardCatalog } from '../../locales/board';
import { termsCatalog } from '../../locales/terms';
import { outcomesText } from './board-outcomes';
import type { BoardWords } from './board-words';

// 10:00 AM in Panama.
const AT = '2026-03-02T15:00:00.000Z';
const none = { outcomesToday: NO_OUTCOMES, skipsToday: 0, lastSkip: null };
const words: BoardWords = {
  t: (id, values) => english(boardCatalog, id, values),
  term: (w) => w,
  language: 'en',
};

describe('outcomesText', () => {
  it('names the outcomes that happened, in the contract’s order, with their counts', () => {
    const outcomesToday = { ...NO_OUTCOMES, unreachable: 1, 'no-answer': 3, callback: 2 };
    expect(outcomesText({ ...none, outcomesToday }, AT, words)).toBe(
      'No Answer 3 · Call Back Later 2 · Unreachable 1',
    );
  });

  it('ends with the skips and the latest one’s time, reason and note', () => {
    const lastSkip = {
      reason: 'other' as const,
      note: 'Asked for a realtor',
      at: '2026-03-02T14:50:00.000Z',
    };
    expect(
      outcomesText(
        { outcomesToday: { ...NO_OUTCOMES, 'not-interested': 1 }, skipsToday: 2, lastSkip },
        AT,
        words,
      ),
    ).toBe('Not Interested 1 · Skipped 2 (latest 9:50 AM: Other, Asked for a realtor)');
    expect(
      outcomesText(
        { ...none, skipsToday: 1, lastSkip: { ...lastSkip, reason: 'language', note: null } },
        AT,
        words,
      ),
    ).toBe('Skipped 1 (latest 9:50 AM: Language I do not speak)');
  });

  it('is a dash when nothing happened', () => {
    expect(outcomesText(none, AT, words)).toBe('-');
  });

  it('says it all in Spanish', async () => {
    await Promise.all([loadCatalog(boardCatalog, 'es'), loadCatalog(termsCatalog, 'es')]);
    const es: BoardWords = {
      t: (id, values) => i18nFor('es')._(id, values),
      term: (w) => localize('es', w),
      language: 'es',
    };
    const lastSkip = { reason: 'language' as const, note: null, at: '2026-03-02T14:50:00.000Z' };
    expect(
      outcomesText({ outcomesToday: { ...NO_OUTCOMES, 'no-answer': 3 }, skipsToday: 2, lastSkip }, AT, es),
    ).toBe('No contesta 3 · Omitidos 2 (el último a las 9:50 a.m.: Un idioma que no hablo)');
  });
});
