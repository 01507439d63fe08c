/**
 * A rental post read into Create Rental's fields (docs/rules/leads.md#d5.22): pure functions, no DOM
 * and no Node API, so the page and `POST /rental/extract-post` read a post the same way. Each filled
 * field keeps the words it came from; a field the post does not give is null, never guessed.
 */
import type { CountryCode } from 'libphonenumber-js/min';
import { findAddress } from './address';
import { findName } from './client-name';
import { findDetails } from './details';
import { chooseNumber, findNumbers } from './phone-numbers';
import { findLink } from './post-link';
import { findRent } from './rent';

export const POST_FIELDS = [
  'number',
  'rent',
  'houseApt_details',
  'address',
  'client_name',
  'post_link',
] as const;
export type PostField = (typeof POST_FIELDS)[number];

export interface PostExtraction {
  fields: {
    number: string | null;
    numbers: string[];
    rent: string | null;
    houseApt_details: string | null;
    address: string | null;
    client_name: string | null;
    post_link: string | null;
  };
  /** For each filled field, the words of the post it came from (verbatim substring of the input). */
  sources: Partial<Record<PostField, string>>;
}

export function extractPost(text: string, options: { country?: CountryCode } = {}): PostExtraction {
  const country = options.country ?? 'US';
  const link = findLink(text);
  // A link's digits (a post id) are no phone number, and its words no address.
  const readable = link ? text.replace(link.source, ' '.repeat(link.source.length)) : text;
  const numbers = findNumbers(readable, country);
  const number = chooseNumber(numbers);
  // And a phone number's digits are no rent, no room count and no house number.
  const words = numbers.reduce(
    (blanked, found) => blanked.replace(found.source, ' '.repeat(found.source.length)),
    readable,
  );
  const rent = findRent(words);
  const details = findDetails(words);
  const address = findAddress(words);
  const name = findName(words);
  const sources: PostExtraction['sources'] = {};
  if (number) sources.number = number.source;
  if (rent) sources.rent = rent.source;
  if (details) sources.houseApt_details = details.source;
  if (address) sources.address = address.source;
  if (name) sources.client_name = name.source;
  if (link) sources.post_link = link.source;
  return {
    fields: {
      number: number?.written ?? null,
      numbers: numbers.map((found) => found.written),
      rent: rent?.value ?? null,
      houseApt_details: details?.value ?? null,
      address: address?.value ?? null,
      client_name: name?.value ?? null,
      post_link: link?.value ?? null,
    },
    sources,
  };
}
