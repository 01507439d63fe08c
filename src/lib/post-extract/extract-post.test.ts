/** The post extractor's tricky cases, one rule each (docs/rules/leads.md#d5.22). */
import { describe, expect, it } from 'vitest';
import { holdsAmount, holdsWords } from '../../contract/rules';
import { extractPost, POST_FIELDS } from '.';

const fields = (text: string, country?: 'US' | 'PA') => extractPost(text, country && { country }).fields;

describe('numbers', () => {
  it('reads a number split with dots or spaces, and says the words it came from', () => {
    const { fields: found, sources } = extractPost('Text 4 0 4 . 5 5 5 . 0 1 4 3 for pictures');
    expect(found.number).toBe('(404) 555-0143');
    expect(sources.number).toBe('4 0 4 . 5 5 5 . 0 1 4 3');
  });

  it('lists every number once, in order, and chooses the first that is not toll-free or an office line', () => {
    const found = fields(
      'Leasing 1-800-555-0199, office: 713-555-0100, cell 713-555-0147, again 713.555.0147',
    );
    expect(found.numbers).toEqual(['(800) 555-0199', '(713) 555-0100', '(713) 555-0147']);
    expect(found.number).toBe('(713) 555-0147');
  });

  it("reads numbers without a country code as the caller's country's, others with theirs", () => {
    expect(fields('Llamar al 6555-0123 o al +1 404 555 0143', 'PA').numbers).toEqual([
      '6555-0123',
      '+1 404 555 0143',
    ]);
    expect(fields('Call +507 6555-0123').number).toBe('+507 6555 0123');
  });

  it('reads numbers as US ones when the country given is one the metadata does not know', () => {
    expect(extractPost('Call 404-555-0143', { country: 'XX' as 'US' }).fields.number).toBe('(404) 555-0143');
  });

  it("takes no number from the post link's digits, a rent, a ZIP or a date", () => {
    const found = fields(
      'https://www.facebook.com/groups/5550143404/posts/4045550143/ $1,450/mo, 1580 Cypress St NW, Atlanta GA 30318, available 12/01/2026',
    );
    expect(found.numbers).toEqual([]);
    expect(found.number).toBeNull();
  });
});

describe('rent', () => {
  it.each([
    ['$1,450/mo', '$1,450/mo'],
    ['rent 1450/month', 'rent 1450/month'],
    ['only $1.2k!', '$1,200'],
    ['B/. 650 mensual', 'B/. 650 mensual'],
    ['casa 650 mensual', '650 mensual'],
    ['twelve hundred fifty a month', '$1,250/month'],
    ['mil doscientos dólares al mes', '$1,200/month'],
  ])('reads %j as %j, which the rent rule takes', (text, rent) => {
    expect(fields(text).rent).toBe(rent);
    expect(holdsAmount(rent)).toBe(true);
  });

  it('passes over a deposit, a fee and a budget, but not a rent named after them', () => {
    expect(fields('Deposit $800, rent $1,200 a month').rent).toBe('$1,200 a month');
    expect(fields('$500 deposit. $1,100 monthly').rent).toBe('$1,100 monthly');
    expect(fields('Looking for a 2 bedroom, budget around $1,300')).toMatchObject({ rent: null });
    expect(fields('Application fee $45')).toMatchObject({ rent: null });
  });

  it('finds no rent in numbers that are something else', () => {
    expect(fields('2 bed 1 bath, 900 sq ft, built 1985, call for price 404-555-0143').rent).toBeNull();
  });
});

describe('details', () => {
  it.each([
    ['3bd/2ba house', '3 bd / 2 ba house'],
    ['2 BR 1.5 BA townhome, pets ok, garage', '2 bd / 1.5 ba townhouse, pets ok, parking'],
    ['House for rent, 3/2, fenced yard', '3 bd / 2 ba house'],
    ['Beds: 2\nBaths: 1', '2 bd / 1 ba'],
    ['Studio, no pets, furnished', 'studio, furnished, no pets'],
    ['Se renta casa de 2 recámaras y 1 baño, amueblada', '2 recámaras / 1 baño, casa, amueblado'],
  ])('writes %j as %j, which the details rule takes', (text, details) => {
    expect(fields(text).houseApt_details).toBe(details);
    expect(holdsWords(details)).toBe(true);
  });

  it('gives a kind alone the words the details rule needs', () => {
    expect(fields('Condo available now').houseApt_details).toBe('condo for rent');
  });

  it('does not read a date as beds and baths', () => {
    expect(fields('Available 3/1, call 404-555-0143').houseApt_details).toBeNull();
  });
});

describe('address', () => {
  it('reads the street line with the city, state and ZIP after it', () => {
    const { fields: found, sources } = extractPost(
      'Nice place! 📍 4417 Maple Ridge Dr, Decatur, GA 30034 📞 678-555-0121',
    );
    expect(found.address).toBe('4417 Maple Ridge Dr, Decatur, GA 30034');
    expect(sources.address).toBe('4417 Maple Ridge Dr, Decatur, GA 30034');
  });

  it('keeps the unit, and reads an all-capitals post', () => {
    expect(fields('712 Elm Street Apt 3B, Dallas TX 75204').address).toBe(
      '712 Elm Street Apt 3B, Dallas TX 75204',
    );
    expect(fields('2209 N OAKLAND AVE, TULSA OK. CALL').address).toBe('2209 N OAKLAND AVE, TULSA OK');
  });

  it('gives no address for a town alone, nor for rooms and rents that look like a street', () => {
    expect(fields('3 bedroom house in Houston TX, $1,500').address).toBeNull();
    expect(fields('2 bath house near the park, 1 car garage').address).toBeNull();
  });
});

describe('client name', () => {
  it.each([
    ['Contact Maria 404-555-0143', 'Maria'],
    ['ask for John', 'John'],
    ['Pregunta por Ana', 'Ana'],
    ['Call Mr. Greene 918-555-0197', 'Greene'],
    ['CALL OR TEXT 337 555 0186 ASK FOR JUNIOR', 'Junior'],
    ['Text me 214.555.0188 - Kevin', 'Kevin'],
  ])('finds the name in %j', (text, name) => {
    expect(fields(text).client_name).toBe(name);
  });

  it('takes no capitalised word that is not a signature', () => {
    expect(fields('Call Today! House For Rent In Houston').client_name).toBeNull();
    expect(fields('Condition: Used - Good\nApartment for rent').client_name).toBeNull();
  });
});

describe('post link', () => {
  it('reads a link copied without its scheme, without the sentence after it', () => {
    const { fields: found, sources } = extractPost('See facebook.com/groups/rentals/posts/123456. Thanks');
    expect(found.post_link).toBe('https://facebook.com/groups/rentals/posts/123456');
    expect(sources.post_link).toBe('facebook.com/groups/rentals/posts/123456');
  });

  it("reads no number in any link's digits", () => {
    expect(
      fields('Photos: https://example.com/p/4045550143 Post: facebook.com/groups/1/posts/7135550147').numbers,
    ).toEqual([]);
  });

  it('prefers the Facebook post to another link', () => {
    expect(
      fields('Photos: https://example.com/p/1 Post: https://m.facebook.com/story.php?id=9').post_link,
    ).toBe('https://m.facebook.com/story.php?id=9');
  });
});

describe('any text', () => {
  it('fills nothing, and gives no source, from a text that says nothing', () => {
    const empty = extractPost('🏠🔑✨ hello group 🙏');
    expect(empty.fields).toEqual({
      number: null,
      numbers: [],
      rent: null,
      houseApt_details: null,
      address: null,
      client_name: null,
      post_link: null,
    });
    expect(empty.sources).toEqual({});
  });

  it("keeps every source a piece of the post's own text", () => {
    const post =
      '🏡 3 bed 2 bath HOUSE $1,650 a month 📍 4417 Maple Ridge Dr, Decatur, GA 📞 Call/Text Maria 678-555-0121 https://fb.me/abc';
    const { sources } = extractPost(post);
    expect(Object.keys(sources).sort()).toEqual([...POST_FIELDS].sort());
    for (const source of Object.values(sources)) expect(post).toContain(source);
  });

  it('gives the words as the post wrote them when a number sits among them', () => {
    const post = '3 bed 404-555-0143 2 bath house, rent 404-555-0143 $900 a month';
    const { fields: found, sources } = extractPost(post);
    expect(found).toMatchObject({ houseApt_details: '3 bd / 2 ba house', rent: '$900 a month' });
    expect(sources.houseApt_details).toBe('3 bed 404-555-0143 2 bath house');
    for (const source of Object.values(sources)) expect(post).toContain(source);
  });

  it.each([
    ['digits and spaces', '1 '.repeat(10_000)],
    ['number words', 'one two three hundred '.repeat(900)],
    ['street-like words', '12 Oak Oak Oak '.repeat(1_300)],
    ['dollar signs', '$1,$1.$ '.repeat(2_500)],
    ['capitals after leads', 'Call Maria Ask For John '.repeat(800)],
  ])('reads 20,000 characters of %s in well under a second', (_kind, text) => {
    const started = performance.now();
    extractPost(text.slice(0, 20_000));
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
