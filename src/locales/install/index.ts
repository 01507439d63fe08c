/**
 * The installed host page's own texts ('A new version is ready', docs/rules/screens.md#d2.6), in a catalog of
 * their own: only the host page's service worker code loads them, so no element carries them.
 */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const installCatalog = defineCatalog(en, () => import('./es.compiled.json'));
