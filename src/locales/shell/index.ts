/** The shell's texts (sidebar, header, account menu, footer), the route labels and role titles, not-found. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const shellCatalog = defineCatalog(en, () => import('./es.compiled.json'));
