/** The status question names the statuses by their values in English and by their words in Spanish. */
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadCatalog } from '../../contract/i18n';
import { dealsCatalog } from '../../locales/deals';

beforeAll(() => loadCatalog(dealsCatalog, 'es'));

const say = (language: 'en' | 'es', id: string, values: Record<string, string>) =>
  i18nFor(language)._(id, { number: '6000-0000', ...values });

describe('the status question', () => {
  it('marks a deal in process', () => {
    expect(say('en', 'deals.markQuestion', { status: 'done' })).toBe(
      'Mark the deal on 6000-0000 as done? It cannot go back to In Process.',
    );
    expect(say('es', 'deals.markQuestion', { status: 'failed' })).toBe(
      '¿Marcar el trato de 6000-0000 como fallido? Ya no podrá volver a En proceso.',
    );
  });

  it('corrects a settled deal', () => {
    expect(say('en', 'deals.changeQuestion', { from: 'done', to: 'failed' })).toBe(
      'Change the deal on 6000-0000 from done to failed?',
    );
    expect(say('es', 'deals.changeQuestion', { from: 'failed', to: 'done' })).toBe(
      '¿Cambiar el trato de 6000-0000 de fallido a completado?',
    );
  });
});
