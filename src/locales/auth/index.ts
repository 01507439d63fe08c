/** The sign-in screens' texts: login and its two-factor step, forgot password, reset password. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const authCatalog = defineCatalog(en, () => import('./es.compiled.json'));
