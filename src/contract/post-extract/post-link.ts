/**
 * The post's link (docs/rules/leads.md#d5.22): the first web address in the text, a Facebook one
 * first, given a scheme when it was copied without one so the form's URL rule takes it.
 */
import { FIELD_MAX } from '../enums';

export interface FoundLink {
  value: string;
  source: string;
  start: number;
}

const LINK =
  /(?:https?:\/\/|www\.)[^\s<>"'`)\]}]+|\b(?:(?:m|web|mobile)\.)?(?:facebook\.com|fb\.com|fb\.me|fb\.watch|craigslist\.org|zillow\.com|instagram\.com|offerup\.com|trulia\.com|apartments\.com|hotpads\.com)\/[^\s<>"'`)\]}]*/gi;
// Punctuation that ends a sentence, not the address.
const TRAILING = /[.,;:!?¡¿…]+$/;
const FACEBOOK = /(^|\.|\/\/)(facebook\.com|fb\.com|fb\.me|fb\.watch)\b/i;

const isUrl = (text: string): boolean => {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** Every web address in the text, in order. */
export function findLinks(text: string): FoundLink[] {
  const links: FoundLink[] = [];
  for (const match of text.matchAll(LINK)) {
    const source = match[0].replace(TRAILING, '');
    const value = /^https?:\/\//i.test(source) ? source : `https://${source}`;
    if (value.length <= FIELD_MAX.url && isUrl(value)) links.push({ value, source, start: match.index });
  }
  return links;
}

/** The post's link: the first Facebook address, else the first. */
export const chooseLink = (links: FoundLink[]): FoundLink | undefined =>
  links.find((link) => FACEBOOK.test(link.value)) ?? links[0];
