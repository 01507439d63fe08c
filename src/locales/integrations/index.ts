/** The Integrations screen's texts: API keys, their creation, the secret shown once, and revocation. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const integrationsCatalog = defineCatalog(en, () => import('./es.compiled.json'));
