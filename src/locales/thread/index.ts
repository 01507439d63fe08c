/** A lead's conversation (docs/rules/messages.md#d5.20): in the bell, on Collect and from a lead's row. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const threadCatalog = defineCatalog(en, () => import('./es.compiled.json'));
