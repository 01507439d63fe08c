/**
 * The post's link (docs/rules/leads.md#d5.22): the first web address in the text, a Facebook one
 * first, given a scheme when it was copied without one so the form's URL rule takes it.
 */

export interface FoundLink {
  value: string;
  source: string;
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

export function findLink(text: string): FoundLink | undefined {
  const links: FoundLink[] = [];
  for (const match of text.matchAll(LINK)) {
    const source = match[0].replace(TRAILING, '');
    const value = /^https?:\/\//i.test(source) ? source : `https://${source}`;
    if (isUrl(value)) links.push({ value, source });
  }
  return links.find((link) => FACEBOOK.test(link.value)) ?? links[0];
}
