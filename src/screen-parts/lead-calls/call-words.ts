/** The words of a call's channel and outcome (docs/rules/claiming.md#d5.24), in the element's language. */
import type { CallChannel, CallOutcome } from '../../contract';
import type { Catalog } from '../../contract/i18n';
import type { callsCatalog } from '../../locales/calls';
import type { Translate } from '../../ui/use-t';

type CallsT = Translate<typeof callsCatalog extends Catalog<infer K> ? K : never>;

export const channelWord = (t: CallsT, channel: CallChannel) => t(`calls.channel.${channel}`);

/** Finish, Invalid Number, Skip and the outcomes in the words of Collect's buttons. */
export const outcomeWord = (t: CallsT, outcome: CallOutcome | null) =>
  outcome === null ? t('calls.noOutcome') : t(`calls.outcome.${outcome}`);
