/**
 * Amounts written in words, English and Spanish ('twelve hundred', 'one thousand two hundred fifty',
 * 'mil doscientos', 'ochocientos cincuenta'), read as numbers for the rent (docs/rules/leads.md#d5.22).
 */

const UNITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  uno: 1,
  un: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  veinte: 20,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  trescientos: 300,
  cuatrocientos: 400,
  quinientos: 500,
  seiscientos: 600,
  setecientos: 700,
  ochocientos: 800,
  novecientos: 900,
};
const HUNDRED = new Set(['hundred']);
const THOUSAND = new Set(['thousand', 'grand', 'mil']);
const JOINERS = new Set(['and', 'y', 'a']);

const WORD_LIST = [...Object.keys(UNITS), 'hundred', 'thousand', 'grand', 'mil'].sort(
  (a, b) => b.length - a.length,
);
const WORD = `(?:${WORD_LIST.join('|')})`;

/** A run of number words, for a regular expression (case-insensitive). */
export const WORDS_AMOUNT = `${WORD}(?:(?:\\s+|-)(?:(?:and|y|a)\\s+)?${WORD})*`;

/** The amount a run of number words says, or undefined when it is no amount ('a', 'one'). */
export function wordsAmount(words: string): number | undefined {
  let total = 0;
  let current = 0;
  let seenScale = false;
  for (const word of words.toLowerCase().split(/[\s-]+/)) {
    if (JOINERS.has(word)) continue;
    if (HUNDRED.has(word)) {
      current = (current || 1) * 100;
      seenScale = true;
    } else if (THOUSAND.has(word)) {
      total += (current || 1) * 1000;
      current = 0;
      seenScale = true;
    } else if (word in UNITS) {
      const value = UNITS[word]!;
      // 'twelve fifty' is 1,250: a two-digit number after another is read as hundreds and the rest.
      if (!seenScale && current >= 10 && current < 100 && value >= 10 && value < 100) {
        current = current * 100 + value;
        seenScale = true;
      } else current += value;
    } else return undefined;
  }
  const amount = total + current;
  return amount >= 100 ? amount : undefined;
}
