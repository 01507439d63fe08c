/** The fetching settings' texts, their labels among them (the server's field errors name them). */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const settingsCatalog = defineCatalog(en, () => import('./es.compiled.json'));
