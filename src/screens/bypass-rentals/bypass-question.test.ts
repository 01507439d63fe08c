/** The bypass question counts its leads in both languages, the number written as es-PA writes it. */
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadCatalog } from '../../contract/i18n';
import { pickerCatalog } from '../../locales/picker';

beforeAll(() => loadCatalog(pickerCatalog, 'es'));

const ask = (language: 'en' | 'es', count: number) =>
  i18nFor(language)._('picker.takeQuestion', { count, who: 'Ana (ana@example.com)' });

describe('the bypass question', () => {
  it('says one lead and many', () => {
    expect(ask('en', 1)).toBe(
      'Take 1 lead from the pool as picked by Ana (ana@example.com) and download them? They leave the pool for good.',
    );
    expect(ask('en', 1500)).toMatch(/^Take 1,500 leads from the pool/);
    expect(ask('es', 1)).toBe(
      '¿Tomar 1 lead de la bolsa como recolectado por Ana (ana@example.com) y descargarlo? Sale de la bolsa para siempre.',
    );
    expect(ask('es', 1500)).toMatch(/^¿Tomar 1,500 leads de la bolsa como recolectados/);
  });
});
