/** The picker's small screens' texts: Make Invalid, Add Only Email, Bypass Rentals. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const pickerCatalog = defineCatalog(en, () => import('./es.compiled.json'));
