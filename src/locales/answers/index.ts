/** What the server says when a request succeeds (docs/rules/language.md): the envelopes' messages. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const answersCatalog = defineCatalog(en, () => import('./es.compiled.json'));
