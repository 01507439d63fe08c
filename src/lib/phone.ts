/**
 * Phone numbers in the widgets (docs/decisions.md#p53): read and shown in the page's country (rl-phone-country).
 * The metadata (src/contract/phone.ts, about 26 KB gzip) is in no element's first load: a screen
 * that shows or reads numbers asks for it once it has painted (`usePhoneMetadata`: the tables, Collect,
 * the lookups, the profile, the forms), so it arrives while the screen's data does, and any render that
 * shows a number asks for it too. A render that needs it before it is here
 * suspends: the widget keeps what it showed until the number can be shown formatted, never
 * unformatted.
 */
import { useEffect } from 'react';
import { DEFAULT_PHONE_COUNTRY, type PhoneCountry } from '../contract/enums';
import { getConfig } from '../core/config';

type Metadata = typeof import('../contract/phone');

let metadata: Metadata | undefined;
let loading: Promise<Metadata> | undefined;

/**
 * Starts loading the metadata (once) and settles when it is here. Code outside a render cannot
 * suspend, so it waits for this: the export worker before it says it is ready, a file made on the
 * page before it writes (src/screen-parts/download/workbook-builder.ts).
 */
export const loadPhone = (): Promise<Metadata> => {
  loading ??= import('../contract/phone').then((loaded) => {
    metadata = loaded;
    return loaded;
  });
  return loading;
};

/**
 * For a screen that shows or reads numbers: the metadata starts coming once the screen has painted,
 * so it arrives while the screen's data does, and never delays the first paint.
 */
export function usePhoneMetadata(): void {
  useEffect(() => {
    void loadPhone();
  }, []);
}

/**
 * The metadata, or a suspension of the render that asks. A thrown promise, as TanStack Query's
 * suspense does: React's `use()` must be called again when the render resumes, and by then this
 * module answers from `metadata` without it.
 */
const loadedOrSuspend = (): Metadata => {
  if (metadata) return metadata;
  throw loadPhone();
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
