/** The live board's texts: its figures, rows, filters, countdowns and the release dialog. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const boardCatalog = defineCatalog(en, () => import('./es.compiled.json'));
