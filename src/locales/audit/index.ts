/** The audit trail's texts: every action's label, the changes' field names and words, its filters and headers. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const auditCatalog = defineCatalog(en, () => import('./es.compiled.json'));
