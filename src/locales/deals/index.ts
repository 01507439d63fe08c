/** The deal list's texts: its filters, columns, closing image and status change. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const dealsCatalog = defineCatalog(en, () => import('./es.compiled.json'));
