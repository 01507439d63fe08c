/** The message templates screen: its list, editor, variables, preview and the question before a delete. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const templatesCatalog = defineCatalog(en, () => import('./es.compiled.json'));
