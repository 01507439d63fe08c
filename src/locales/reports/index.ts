/** The reports' texts: the range, the tables' headers, the charts' titles, legends and axes. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const reportsCatalog = defineCatalog(en, () => import('./es.compiled.json'));
