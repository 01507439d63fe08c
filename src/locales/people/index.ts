/** The people screens' texts: the profile, the staff lists and their dialogs, Create User, the staff fields. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const peopleCatalog = defineCatalog(en, () => import('./es.compiled.json'));

/** A text of the people catalog, for tables of ids. */
export type PeopleId = keyof typeof en;
