/** The webhooks part: its list, the form that adds one, the secret shown once and the delivery log. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const webhooksCatalog = defineCatalog(en, () => import('./es.compiled.json'));
