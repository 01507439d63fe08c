/** The client data screen's texts: the search, what is held about a client, export and erase. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const clientCatalog = defineCatalog(en, () => import('./es.compiled.json'));
