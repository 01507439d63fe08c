/**
 * The house/apt details (docs/rules/leads.md#d5.22): beds, baths, the kind of home, furnished, pets
 * and parking, as one short line in the post's language ('3 bd / 2 ba house, furnished, pets ok';
 * '3 recámaras / 2 baños, casa, amueblado'), so the client's language guess (docs/rules/leads.md#d5.19)
 * reads it as the post.
 */

export interface FoundDetails {
  value: string;
  source: string;
  beds?: number;
  baths?: number;
}

const COUNT = String.raw`(\d{1,2}(?:\.5)?|one|two|three|four|five|six|un[oa]?|dos|tres|cuatro|cinco|seis)`;
const BEDS = new RegExp(
  `(?<![\\d.$]|\\d\\/)${COUNT}[ \\t]*[-+]?[ \\t]*(?:bd|bds|bdr|bdrm|bdrms|bed|beds|bedroom|bedrooms|br|brs|b\\/r|bedrm|rooms?|rec[aá]maras?|recs?|habitaci[oó]n(?:es)?|habs?|cuartos?|dormitorios?|cuarto)\\b`,
  'giu',
);
const BATHS = new RegExp(
  `(?<![\\d.$]|\\d\\/)${COUNT}[ \\t]*[-+]?[ \\t]*(?:full\\s+)?(?:ba|bth|bths|bath|baths|bathroom|bathrooms|baño|baños|bano|banos)(?![\\p{L}])`,
  'giu',
);
// 'Beds: 3', 'Baths: 2' in a listing's labelled lines.
const BEDS_LABEL = /\b(?:beds?|bedrooms?|rec[aá]maras|habitaciones|cuartos)[ \t]*[:=-][ \t]*(\d{1,2})\b/iu;
const BATHS_LABEL = /\b(?:baths?|bathrooms?|baños|banos)[ \t]*[:=-][ \t]*(\d(?:\.5)?)\b/iu;
// '3/2 house', '2x1 apartment': beds and baths only when a kind of home or a rent word follows.
const PAIR =
  /(?<![\d./$]|(?:avail\w*|move[- ]in|starting|on|from|desde|disponible)\s*)([1-6])\s*[/x]\s*([1-4](?:\.5)?)(?![\d/])(?=\s*,|\s*(?:[-,:!]\s*)?(?:house|home|apt|apartment|duplex|condo|townhouse|townhome|mobile|trailer|for rent|available|casa|apartamento|apto|dúplex|en renta|en alquiler|se renta|se alquila|\$|\n))/giu;

const WORD_COUNTS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
};
const countOf = (word: string): number => WORD_COUNTS[word.toLowerCase()] ?? Number(word);

type Kind =
  | 'house'
  | 'apartment'
  | 'condo'
  | 'townhouse'
  | 'duplex'
  | 'studio'
  | 'mobile home'
  | 'room'
  | 'basement';
const KINDS: Array<[RegExp, Kind]> = [
  [/\b(mobile home|trailer|casa m[oó]vil)\b/i, 'mobile home'],
  [/\b(town\s?house|town\s?home|townhome)s?\b/i, 'townhouse'],
  [/\b(duplex|dúplex)\b/i, 'duplex'],
  [/\b(condo|condominium|condominio)\b/i, 'condo'],
  [/\b(studio|estudio|efficiency|monoambiente)\b/i, 'studio'],
  [/\b(basement|sótano)\b/i, 'basement'],
  [/\b(apartment|apt|apto|apartamento|departamento|depto)s?\b/i, 'apartment'],
  [/\b(house|home|casa)s?\b/i, 'house'],
  [
    /\b(room for rent|private room|cuarto en renta|cuarto disponible|habitaci[oó]n (?:en renta|disponible|amueblada)|se renta cuarto|se alquila cuarto|rento cuarto)\b/iu,
    'room',
  ],
];
const SPANISH_KIND: Record<Kind, string> = {
  house: 'casa',
  apartment: 'apartamento',
  condo: 'condominio',
  townhouse: 'townhouse',
  duplex: 'dúplex',
  studio: 'estudio',
  'mobile home': 'casa móvil',
  room: 'cuarto',
  basement: 'sótano',
};

const UNFURNISHED = /\b(unfurnished|not furnished|sin amueblar|sin muebles|no amueblad[oa])\b/iu;
const FURNISHED = /\b(furnished|fully furnished|amueblad[oa]|amoblad[oa]|con muebles)\b/iu;
const NO_PETS =
  /\b(no pets?|pets? not allowed|no (?:se )?(?:aceptan |permiten )?mascotas|sin mascotas|no dogs|no animals)\b/iu;
const PETS =
  /\b(pets? (?:ok|okay|allowed|welcome|friendly|considered)|pet[- ]friendly|cats? (?:ok|allowed)|dogs? (?:ok|allowed)|(?:se )?aceptan mascotas|acepta mascotas|mascotas (?:ok|permitidas|bienvenidas|s[ií]))/iu;
const PARKING = /\b(parking|garage|carport|driveway|estacionamiento|parqueo|cochera|garaje)\b/iu;

const SPANISH =
  /\b(se renta|se alquila|alquiler|renta|rec[aá]maras?|habitaci[oó]n|cuartos?|baños?|casa|apartamento|amueblad[oa]|mascotas|mensual|disponible|llamar|pregunta|incluye|calle)\b/giu;
const ENGLISH =
  /\b(for rent|bedrooms?|bed|bath|house|apartment|furnished|pets|month|available|call|text|includes|street)\b/giu;

const isSpanish = (text: string): boolean =>
  (text.match(SPANISH)?.length ?? 0) > (text.match(ENGLISH)?.length ?? 0);

interface Piece {
  start: number;
  end: number;
}

export function findDetails(text: string): FoundDetails | undefined {
  const pieces: Piece[] = [];
  const note = (match: RegExpMatchArray | RegExpExecArray | null) => {
    if (match?.index !== undefined) pieces.push({ start: match.index, end: match.index + match[0].length });
    return match;
  };
  let beds: number | undefined;
  let baths: number | undefined;
  const bedMatch = note([...text.matchAll(BEDS)][0] ?? null);
  if (bedMatch) beds = countOf(bedMatch[1]!);
  const bathMatch = note([...text.matchAll(BATHS)][0] ?? null);
  if (bathMatch) baths = countOf(bathMatch[1]!);
  const bedLabel = beds === undefined ? note(text.match(BEDS_LABEL)) : null;
  if (bedLabel) beds = Number(bedLabel[1]);
  const bathLabel = baths === undefined ? note(text.match(BATHS_LABEL)) : null;
  if (bathLabel) baths = Number(bathLabel[1]);
  if (beds === undefined && baths === undefined) {
    const pair = note([...text.matchAll(PAIR)][0] ?? null);
    if (pair) {
      beds = Number(pair[1]);
      baths = Number(pair[2]);
    }
  }
  // A bathroom count read as bedrooms ('1 bath room') is no bedroom count.
  if (beds !== undefined && bedMatch && bathMatch && bedMatch.index === bathMatch.index) beds = undefined;
  const kind = KINDS.map(([pattern, name]) => [note(text.match(pattern)), name] as const).find(
    ([m]) => m,
  )?.[1];
  const unfurnished = note(text.match(UNFURNISHED));
  const furnished = unfurnished ? null : note(text.match(FURNISHED));
  const noPets = note(text.match(NO_PETS));
  const pets = noPets ? null : note(text.match(PETS));
  const parking = note(text.match(PARKING));

  const spanish = isSpanish(text);
  const rooms = [
    beds !== undefined ? `${beds} ${spanish ? (beds === 1 ? 'recámara' : 'recámaras') : 'bd'}` : '',
    baths !== undefined ? `${baths} ${spanish ? (baths === 1 ? 'baño' : 'baños') : 'ba'}` : '',
  ]
    .filter(Boolean)
    .join(' / ');
  const kindWord = kind && (spanish ? SPANISH_KIND[kind] : kind);
  const head = [rooms, kindWord].filter(Boolean).join(spanish ? ', ' : ' ');
  const extras = [
    unfurnished ? (spanish ? 'sin amueblar' : 'unfurnished') : '',
    furnished ? (spanish ? 'amueblado' : 'furnished') : '',
    noPets ? (spanish ? 'no mascotas' : 'no pets') : '',
    pets ? (spanish ? 'mascotas ok' : 'pets ok') : '',
    parking ? (spanish ? 'estacionamiento' : 'parking') : '',
  ].filter(Boolean);
  if (!head && extras.length === 0) return undefined;
  let value = [head, ...extras].filter(Boolean).join(', ');
  // A kind alone is one word, which the details rule refuses (docs/rules/leads.md#d5.17).
  if (!rooms && extras.length === 0) value = spanish ? `${value} en alquiler` : `${value} for rent`;
  if (!/[\p{L}\p{N}]+[^\p{L}\p{N}]+[\p{L}\p{N}]+/u.test(value)) return undefined;
  pieces.sort((a, b) => a.start - b.start);
  const first = pieces[0]!;
  const near = pieces.filter((piece) => piece.end - first.start <= 120);
  const source = text.slice(first.start, Math.max(...near.map((piece) => piece.end)));
  return { value: value.slice(0, 100), source, beds, baths };
}
