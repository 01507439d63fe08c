/** The mails the server sends (docs/rules/language.md): said in the recipient's own language. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const mailCatalog = defineCatalog(en, () => import('./es.compiled.json'));
