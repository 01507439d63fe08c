/**
 * A rental post read into Create Rental's fields (docs/rules/leads.md#d5.22): pure functions, no DOM
 * and no Node API, so the page and `POST /rental/extract-post` read a post the same way. Each filled
 * field keeps the words it came from; a field the post does not give is null, never guessed.
 */
import { type CountryCode, isSupportedCountry } from 'libphonenumber-js/min';
import { DEFAULT_PHONE_COUNTRY } from '../enums';
import { findAddress } from './address';
import { findName } from './client-name';
import { findDetails } from './details';
import { chooseNumber, findWrittenNumbers, onceEach } from './phone-numbers';
import { chooseLink, findLinks } from './post-link';
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

const blank = (text: string, at: number, length: number): string =>
  text.slice(0, at) + ' '.repeat(length) + text.slice(at + length);

export function extractPost(text: string, options: { country?: CountryCode } = {}): PostExtraction {
  // A country the metadata does not know reads as the default, as the page's numbers do (src/lib/phone.ts).
  const country =
    options.country && isSupportedCountry(options.country) ? options.country : DEFAULT_PHONE_COUNTRY;
  const links = findLinks(text);
  const link = chooseLink(links);
  // A link's digits (a post id) are no phone number, and its words no address.
  const readable = links.reduce((blanked, found) => blank(blanked, found.start, found.source.length), text);
  const written = findWrittenNumbers(readable, country);
  const numbers = onceEach(written);
  const number = chooseNumber(numbers);
  // And a phone number's digits (each time it is written) are no rent, no room count and no house number.
  const words = written.reduce(
    (blanked, found) => blank(blanked, found.start, found.source.length),
    readable,
  );
  const rent = findRent(words);
  const details = findDetails(words);
  const address = findAddress(words);
  const name = findName(
    words,
    written.map((found) => found.start + found.source.length),
  );
  // A source read across a blanked number or link is given back as the post wrote it.
  const verbatim = (source: string) => {
    const at = words.indexOf(source);
    return at < 0 ? source : text.slice(at, at + source.length);
  };
  const sources: PostExtraction['sources'] = {};
  if (number) sources.number = number.source;
  if (rent) sources.rent = verbatim(rent.source);
  if (details) sources.houseApt_details = verbatim(details.source);
  if (address) sources.address = verbatim(address.source);
  if (name) sources.client_name = verbatim(name.source);
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
