/** The uploads' texts: bulk upload with its mapping, preview, history and revert, and the shared file picker and skipped rows. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const uploadsCatalog = defineCatalog(en, () => import('./es.compiled.json'));
