/** Two-factor (set-up, recovery codes, the super-admin's reset) and the profile's signed-in devices. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const securityCatalog = defineCatalog(en, () => import('./es.compiled.json'));
