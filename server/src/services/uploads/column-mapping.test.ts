/**
 * An upload's proposed mapping (docs/rules/uploads.md#d5.7): wire names and labels first, then common variants, any
 * case and punctuation; one field a header, the leftmost winning; and a mapping sent back, checked.
 */
import { describe, expect, it } from 'vitest';
import { BAD_MAPPING, MAPPING_SHARES_COLUMN, mappingBeyondHeader } from '../../../../src/contract';
import { columnsAt, parsedMapping, proposedMapping } from './column-mapping';

describe('the proposal', () => {
  it.each([
    ['Phone', 'number'],
    ['Phone Number', 'number'],
    ['PHONE_NUMBER', 'number'],
    ['Number', 'number'],
    ['Rent Price', 'rent'],
    ['Facebook Name', 'facebook_name'],
    ['FB Name', 'facebook_name'],
    ['fb-name', 'facebook_name'],
    ['Post Link', 'post_link'],
    ['URL', 'post_link'],
    ['House/Apt Details', 'houseApt_details'],
    ['Screenshot Link', 'ss_link'],
  ])('reads %s as %s', (header, field) => {
    expect(proposedMapping(['Unrelated', header])).toEqual({ [field]: 1 });
  });

  it('prefers a field’s own name to a variant, the leftmost of two, and gives a header one field', () => {
    expect(proposedMapping(['Phone', 'number', 'Number'])).toEqual({ number: 1 });
    expect(proposedMapping(['Link', 'URL'])).toEqual({ post_link: 0 });
    // "Name" could be the client's; "Facebook Name" is the Facebook name's own.
    expect(proposedMapping(['Name', 'Facebook Name'])).toEqual({ client_name: 0, facebook_name: 1 });
  });

  it('leaves unknown and blank headers unmapped', () => {
    expect(proposedMapping(['', 'Notes', 'Agent'])).toEqual({});
  });
});

describe('a mapping sent back', () => {
  it('keeps whole column numbers and drops a null field', () => {
    expect(parsedMapping('{"number":3,"ss_link":null}')).toEqual({ number: 3 });
  });

  it.each(['', 'null', '"x"', '[]', '{"nope":1}', '{"number":1.5}', '{"number":-1}', '{"number":"1"}'])(
    'refuses %j',
    (text) => {
      expect(() => parsedMapping(text)).toThrow(BAD_MAPPING);
    },
  );

  it('refuses one column for two fields, and a column past the header', () => {
    expect(() => parsedMapping('{"number":1,"rent":1}')).toThrow(MAPPING_SHARES_COLUMN);
    expect(() => columnsAt({ number: 4 }, 4)).toThrow(mappingBeyondHeader(4));
    expect([...columnsAt({ rent: 0, number: 3 }, 4)]).toEqual([
      ['number', 3],
      ['rent', 0],
    ]);
  });
});
