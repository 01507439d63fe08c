/** Each refusal of a file before it is sent has its Spanish in the uploads catalog, found by its words. */
import { describe, expect, it } from 'vitest';
import { EMPTY_FILE, FILE_TOO_LARGE, ONLY_CSV_OR_XLSX, PLEASE_SELECT_FILE } from '../../contract';
import { loadCatalog, localize } from '../../contract/i18n';
import { uploadsCatalog } from '../../locales/uploads';
import { fileProblem } from './check-file';

describe('a file refused before it is sent', () => {
  it('is refused for each reason, said in Spanish too', async () => {
    await loadCatalog(uploadsCatalog, 'es');
    const refusals = [
      fileProblem(null),
      fileProblem({ name: 'leads.pdf', size: 10 }),
      fileProblem({ name: 'leads.csv', size: 11 * 1024 * 1024 }),
      fileProblem({ name: 'leads.xlsx', size: 0 }),
    ];
    expect(refusals).toEqual([PLEASE_SELECT_FILE, ONLY_CSV_OR_XLSX, FILE_TOO_LARGE, EMPTY_FILE]);
    expect(refusals.map((refusal) => localize('es', refusal ?? ''))).toEqual([
      'Primero elige un archivo.',
      'Solo se pueden subir archivos .csv y .xlsx',
      'El archivo pesa más de 10 MB',
      'El archivo está vacío',
    ]);
  });
});
