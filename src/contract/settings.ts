/** Global fetching settings (rule D7). */
import { boolean, type Infer, nullable, object, optional } from 'superstruct';
import { LEADS_TYPES, type LeadsType } from './enums';
import { dateTime, requiredChoice, wholeNumber } from './rules';

export const DEFAULT_SETTINGS = {
  delayTime: 0,
  isDelayEnabled: false,
  holdTime: 0,
  isHoldEnabled: false,
  holdEnabledAt: null as string | null,
  leadsType: 'random' as LeadsType,
  /** Minutes a picker may hold a lead before it goes back to the pool; 0 = never (rule D9.4). */
  releaseAfter: 30,
};
export type Settings = typeof DEFAULT_SETTINGS;

/** An ISO instant with its offset, as the form sends it, inside the dates the database stores. */
const isoDateTime = dateTime('Hold Enabled At');

export const RELEASE_AFTER_LABEL = 'Release held leads after (minutes)';

export const SettingsInput = object({
  delayTime: wholeNumber('Delay Time', 0, 86_400),
  isDelayEnabled: boolean(),
  holdTime: wholeNumber('Hold Time', 0, 525_600),
  isHoldEnabled: boolean(),
  holdEnabledAt: nullable(isoDateTime),
  leadsType: requiredChoice('Leads Type', LEADS_TYPES, 'Leads Type is required'),
  /** Absent: unchanged, so a client that predates the setting keeps working. */
  releaseAfter: optional(wholeNumber(RELEASE_AFTER_LABEL, 0, 10_080)),
});
export type SettingsInput = Infer<typeof SettingsInput>;
