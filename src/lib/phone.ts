/**
 * Phone numbers in the widgets (decisions P53): read and shown in the page's country (rl-phone-country).
 * The metadata (src/contract/phone.ts, about 29 KB gzip) is in no element's first load: this module
 * asks for it as soon as a screen that shows or reads numbers loads, so it arrives while that screen
 * waits for its data. A render that needs it sooner suspends: the widget keeps what it showed until
 * the number can be shown formatted, never unformatted.
 */
import { DEFAULT_PHONE_COUNTRY, type PhoneCountry } from '../contract/enums';
import { getConfig } from '../core/config';

type Metadata = typeof import('../contract/phone');

let metadata: Metadata | undefined;

/**
 * Settles once the metadata is here. Code outside a render cannot suspend: the export worker has it
 * before its first message (its bundle holds the metadata), the page's own exports start long after.
 */
export const phoneLoaded: Promise<Metadata> = import('../contract/phone').then((loaded) => {
  metadata = loaded;
  return loaded;
});

/**
 * The metadata, or a suspension of the render that asks. A thrown promise, as TanStack Query's
 * suspense does: React's `use()` must be called again when the render resumes, and by then this
 * module answers from `metadata` without it.
 */
const loadedOrSuspend = (): Metadata => {
  if (metadata) return metadata;
  throw phoneLoaded;
};

/**
 * The page's country as configured (config.ts checks its shape only). Reading it needs no metadata, so
 * a download posts it to its worker at once; the functions below fall back on the default country
 * when the metadata does not know it.
 */
export const phoneCountry = (): PhoneCountry => getConfig().phoneCountry;

const knownCountry = ({ isPhoneCountry }: Metadata): PhoneCountry => {
  const country = phoneCountry();
  return isPhoneCountry(country) ? country : DEFAULT_PHONE_COUNTRY;
};

/** A stored number as people read it: '(555) 123-4567' at home, '+44 20 7946 0958' from abroad. */
export const showNumber = (number: string): string => {
  const phone = loadedOrSuspend();
  return phone.formatPhone(number, knownCountry(phone));
};

/**
 * Whether the server will take this as a whole number (the forms check before sending). Asked by a
 * submit, which cannot suspend: in the moment before the metadata arrives the server checks it alone,
 * by the same rule and with the same message.
 */
export const isWholeNumber = (typed: string): boolean =>
  metadata === undefined || metadata.normalizeNumber(typed, knownCountry(metadata)) !== undefined;
