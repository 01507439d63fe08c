/** The shared filters' texts: the super-admin's Group filter (board, reports, audit trail). */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const filtersCatalog = defineCatalog(en, () => import('./es.compiled.json'));
