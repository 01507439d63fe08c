/** What the server says to people about signing in and its own failures (docs/rules/language.md). */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const refusalsCatalog = defineCatalog(en, () => import('./es.compiled.json'));
