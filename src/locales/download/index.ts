/** A list's Download: the button, its progress, what the file holds and its messages. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const downloadCatalog = defineCatalog(en, () => import('./es.compiled.json'));
