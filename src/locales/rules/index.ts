/** The field builders' messages and the labels of translated forms (src/contract/rules.ts). */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const rulesCatalog = defineCatalog(en, () => import('./es.compiled.json'));
