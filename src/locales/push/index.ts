/** The push notifications the server sends (docs/rules/notifications.md#d16.3), in the recipient's own language. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const pushCatalog = defineCatalog(en, () => import('./es.compiled.json'));
