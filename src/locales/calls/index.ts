/** A lead's calls (docs/rules/claiming.md#d5.24): on Collect and from a lead's row. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const callsCatalog = defineCatalog(en, () => import('./es.compiled.json'));
