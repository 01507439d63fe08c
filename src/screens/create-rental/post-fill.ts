/**
 * A post's text read into the form's fields (docs/rules/leads.md#d5.23): the extractor, loaded on the first fill
 * (no element's first load carries it), reads numbers in the page's country; each field it fills keeps
 * the words it came from, a field the post does not give is left blank, and the post's other numbers are
 * offered in place of the one chosen.
 */

import { phoneCountry } from '../../lib/phone';
import type { PostExtraction } from '../../lib/post-extract';
import type { RentalField } from '../../screen-parts/lead-form/rental-fields';

export interface PostFill {
  /** The fields' values, blank where the post says nothing. */
  values: Partial<Record<RentalField, string>>;
  /** The words each filled field came from. */
  sources: Partial<Record<RentalField, string>>;
  /** The post's numbers other than the one chosen. */
  otherNumbers: string[];
}

const fillOf = ({ fields, sources }: PostExtraction): PostFill => {
  const { numbers, ...single } = fields;
  return {
    values: Object.fromEntries(Object.entries(single).map(([name, value]) => [name, value ?? ''])),
    sources,
    otherNumbers: numbers.filter((number) => number !== fields.number),
  };
};

export async function fillFromPost(text: string): Promise<PostFill> {
  const { extractPost } = await import('../../lib/post-extract');
  return fillOf(extractPost(text, { country: phoneCountry() }));
}
