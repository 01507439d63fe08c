/** The creator’s and the picker’s forms: Deal Closing and Create Rental, with the contract’s refusals they show. */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const formsCatalog = defineCatalog(en, () => import('./es.compiled.json'));
