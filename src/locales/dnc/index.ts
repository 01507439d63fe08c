/** The do-not-contact list's texts: the list, Add, Add from file and Remove. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const dncCatalog = defineCatalog(en, () => import('./es.compiled.json'));
