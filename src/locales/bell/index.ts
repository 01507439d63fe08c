/** The creator's notification bell. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const bellCatalog = defineCatalog(en, () => import('./es.compiled.json'));
