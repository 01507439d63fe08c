/**
 * The contract's shared words (lead fields, statuses, outcomes, skip reasons, picker states, payment
 * methods), said by `useTerm` in any screen that shows them. Brand names (TransUnion, Spike…) stay.
 */
import { defineCatalog } from '../../contract/i18n';
import en from './en.compiled.json';

export const termsCatalog = defineCatalog(en, () => import('./es.compiled.json'));
