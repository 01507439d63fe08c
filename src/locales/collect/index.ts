/** The Collect screen's texts: the claim, the held lead and its endings, the dialogs, the cards beside it. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const collectCatalog = defineCatalog(en, () => import('./es.compiled.json'));
