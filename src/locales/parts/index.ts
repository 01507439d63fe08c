/** The texts of src/ui's parts that several screens share (the password field's toggle). */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const partsCatalog = defineCatalog(en, () => import('./es.compiled.json'));
