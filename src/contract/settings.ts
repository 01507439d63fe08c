/** Global fetching settings (rule D7). */
import { boolean, type Infer, nullable, object } from 'superstruct';
import { LEADS_TYPES, type LeadsType } from './enums';
import { dateTime, requiredChoice, wholeNumber } from './rules';

export const DEFAULT_SETTINGS = {
  delayTime: 0,
  isDelayEnabled: false,
  holdTime: 0,
  isHoldEnabled: false,
  holdEnabledAt: null as string | null,
  leadsType: 'random' as LeadsType,
};
export type Settings = typeof DEFAULT_SETTINGS;

/** An ISO instant with its offset, as the form sends it, inside the dates the database stores. */
const isoDateTime = dateTime('Hold Enabled At');

export const SettingsInput = object({
  delayTime: wholeNumber('Delay Time', 0, 86_400),
  isDelayEnabled: boolean(),
  holdTime: wholeNumber('Hold Time', 0, 525_600),
  isHoldEnabled: boolean(),
  holdEnabledAt: nullable(isoDateTime),
  leadsType: requiredChoice('Leads Type', LEADS_TYPES, 'Leads Type is required'),
});
export type SettingsInput = Infer<typeof SettingsInput>;
