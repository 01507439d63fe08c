/**
 * The address (docs/rules/leads.md#d5.22): a street line (a house number, a street name and its
 * suffix: '1580 Cypress St NW'; or 'Calle 50'), then the unit, city, state and ZIP that follow it.
 * Without a street line there is no address: a town alone is an area, not a place a picker can use.
 */

export interface FoundAddress {
  value: string;
  source: string;
  street: string;
}

const SUFFIX = String.raw`(?:street|st|avenue|ave|av|road|rd|drive|dr|lane|ln|boulevard|blvd|court|ct|circle|cir|place|pl|way|terrace|ter|parkway|pkwy|highway|hwy|trail|trl|loop|square|sq|pike|run|path|crossing|xing|ridge|cove|cv|alley|aly|plaza|plz|point|pt|bend|landing|walk|row|expressway|expy|freeway|fwy|turnpike|tpke)\.?`;
// 'County Road 120', 'Highway 6': a road's number follows its name.
const ROUTE_NUMBER = String.raw`(?:(?<=(?:road|rd|highway|hwy|route)\.?)\s+\d{1,4}(?!\d))?`;
const DIRECTION = String.raw`(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\.?`;
const NAME_WORD = String.raw`(?:\d{1,3}(?:st|nd|rd|th)|[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'.-]*)`;
// Words that cannot be a street's name: they belong to the listing around it.
const NOT_STREET = new Set(
  `bed beds bedroom bedrooms bd bds br ba bath baths bathroom bathrooms house home apt apartment for rent
  month months mo per a an the and or with near off close to in at on by of from call text only month
  deposit dollars sq ft sqft car cars garage story stories level levels floor room rooms min mins minutes
  miles mile block blocks year years unit units people persons person dogs cats pets x
  de del la el en y con por para`.split(/\s+/),
);
const UNIT = String.raw`(?:,?\s*(?:apt|apartment|unit|suite|ste|#|lot|trlr)\.?\s*#?\s*[\w-]{1,6})?`;
const STREET = new RegExp(
  `(?<![\\w$.,/-])(\\d{1,6}[A-Za-z]?(?:-\\d{1,4})?)\\s+((?:${DIRECTION}\\s+)?(?:${NAME_WORD}\\s+){0,3}${NAME_WORD}\\s+${SUFFIX}${ROUTE_NUMBER}(?:\\s+${DIRECTION})?|Avenue\\s+[A-Z]\\b|(?:${DIRECTION}\\s+)?Broadway)(?![\\w])${UNIT}`,
  'gi',
);
const CALLE =
  /\b(?:Calle|Avenida|Av\.|Vía|Via|Carrera|Cra\.?)\s+(?:\d+[A-Za-z]?|[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+)(?:\s+(?:Este|Oeste|Norte|Sur|Bis))?(?:\s*(?:#|No\.?|N°)\s*[\d-]+)?/g;

const STATE = `(?:AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming)`;
// What follows a street line: ', Atlanta, GA 30318', ' Atlanta GA', ', 30318', ', Panamá'.
const CITY_STATE_ZIP = new RegExp(
  `^(?:\\s*,\\s*|\\s+(?:in\\s+|en\\s+)?)([A-Za-zÀ-ÿ][A-Za-zÀ-ÿ.'-]*(?:\\s+[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ.'-]*){0,2}?)\\s*,?\\s+(${STATE})\\b(?:\\s*,?\\s*(\\d{5}(?:-\\d{4})?))?|^\\s*,?\\s*(\\d{5}(?:-\\d{4})?)\\b`,
  'i',
);
const CITY_STATE_ZIP_CASED = new RegExp(CITY_STATE_ZIP.source);

const streetNameOk = (name: string): boolean => {
  const words = name.split(/\s+/).slice(0, -1);
  return !words.some((word) => NOT_STREET.has(word.toLowerCase().replace(/\.$/, '')));
};

function streetLine(text: string): { start: number; end: number; street: string } | undefined {
  for (const match of text.matchAll(STREET)) {
    if (!streetNameOk(match[2]!)) continue;
    return { start: match.index, end: match.index + match[0].length, street: match[0].trim() };
  }
  for (const match of text.matchAll(CALLE)) {
    return { start: match.index, end: match.index + match[0].length, street: match[0].trim() };
  }
  return undefined;
}

export function findAddress(text: string): FoundAddress | undefined {
  const line = streetLine(text);
  if (!line) return undefined;
  const rest = text.slice(line.end, line.end + 80);
  // A city read case-blind only in an all-capitals post; elsewhere it starts with a capital.
  const upper = text === text.toUpperCase();
  const tail = (upper ? CITY_STATE_ZIP : CITY_STATE_ZIP_CASED).exec(rest);
  const cityOk = tail && (tail[4] || /^\p{Lu}/u.test(tail[1] ?? '') || upper);
  const end = cityOk ? line.end + tail[0].length : line.end;
  const source = text.slice(line.start, end);
  const value = source.replace(/\s+/g, ' ').replace(/\s+,/g, ',').trim().slice(0, 100);
  return { value, source, street: line.street };
}
