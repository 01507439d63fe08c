/** What the text beside Download says the file holds, from the list's count, in both languages. */
import { describe, expect, it } from 'vitest';
import { english, i18nFor, type Language, loadCatalog, type Text } from '../../contract/i18n';
import { downloadCatalog } from '../../locales/download';
import { fileContents } from './file-contents';

const said = (text: Text | null) => (text ? english(downloadCatalog, text.id, text.values) : null);
const saidIn = async (language: Language, text: Text | null) => {
  await loadCatalog(downloadCatalog, language);
  return text ? i18nFor(language)._(text.id, text.values) : null;
};

describe('what the file holds', () => {
  it('counts every match, not the page, with every column', () => {
    expect(said(fileContents('leads', { total: 1234 }))).toBe(
      'Downloads all 1,234 leads that match, every page, with every column.',
    );
    expect(said(fileContents('audit', { total: 2 }))).toBe(
      'Downloads all 2 entries that match, every page, with every column.',
    );
  });

  it('says "about" for an estimated count, and speaks of one or none plainly', () => {
    expect(said(fileContents('clients', { total: 52_000, estimated: true }))).toBe(
      'Downloads about 52,000 clients that match, every page, with every column.',
    );
    expect(said(fileContents('clients', { total: 1 }))).toBe(
      'Downloads the 1 client that matches, with every column.',
    );
    expect(said(fileContents('leads', { total: 0 }))).toBe('No leads match: nothing to download.');
  });

  it('says it in Spanish, numbers as Panama writes them', async () => {
    expect(await saidIn('es', fileContents('leads', { total: 1234 }))).toBe(
      'Descarga los 1,234 leads que coinciden, de todas las páginas, con todas las columnas.',
    );
    expect(await saidIn('es', fileContents('clients', { total: 52_000, estimated: true }))).toBe(
      'Descarga unos 52,000 clientes que coinciden, de todas las páginas, con todas las columnas.',
    );
    expect(await saidIn('es', fileContents('audit', { total: 1 }))).toBe(
      'Descarga el único registro que coincide, con todas las columnas.',
    );
  });

  it('says nothing before the list is counted', () => {
    expect(fileContents('leads', undefined)).toBeNull();
  });
});
