/** The lead lists' texts: All Leads, Picked Leads, Client Details, My Leads, their filters and columns, the merge dialog and the number lookup. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const listsCatalog = defineCatalog(en, () => import('./es.compiled.json'));
