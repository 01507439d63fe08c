/**
 * The rent of a post (docs/rules/leads.md#d5.22): an amount with a currency ('$1,450', 'B/. 650',
 * '$1.2k'), a period ('1450/month', '650 mensual'), a rent word ('Rent: 1450') or, in words, with one
 * of those ('twelve hundred a month'). Deposits and fees are passed over.
 */
import { WORDS_AMOUNT, wordsAmount } from './words-amount';

export interface FoundRent {
  value: string;
  amount: number;
  source: string;
}

const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d{1,2}\.\d{3}(?!\d)|\d+)(?:\.(\d{1,2}))?`;
const CURRENCY = String.raw`(?:US\s?\$|\$|💲|USD\s?|B\/\.\s?|B\.\/\s?|Bs?\.\s?)`;
const THOUSANDS = String.raw`(\s?[kK]\b)?`;
const PERIOD = String.raw`(?:\s*(?:\/|per|a|an|each|x|por|al|el)\s*(?:mo\b|mon\b|mth|month|mes)\.?|\s*(?:monthly|mensual(?:es)?|mensuales|al mes|por mes|month))`;
const CURRENCY_WORD = String.raw`(?:\s*(?:dollars|dólares|dolares|usd|bucks|balboas))`;
const RENT_WORD = String.raw`(?:rent(?:al)?|renta|price|precio|alquiler|asking|cost|costo)(?:\s*(?:is|es|de|of|only|solo|sólo|:|-|=|—))*\s*`;

const WITH_CURRENCY = new RegExp(
  `${CURRENCY}\\s?${AMOUNT}${THOUSANDS}(?:${CURRENCY_WORD})?(${PERIOD})?`,
  'gi',
);
const WITH_PERIOD = new RegExp(`(?<![\\d$.,/])${AMOUNT}${THOUSANDS}(?:${CURRENCY_WORD})?(${PERIOD})`, 'gi');
const AFTER_RENT_WORD = new RegExp(
  `${RENT_WORD}${AMOUNT}${THOUSANDS}(?:${CURRENCY_WORD})?(${PERIOD})?`,
  'gi',
);
const WITH_CURRENCY_WORD = new RegExp(
  `(?<![\\d$.,/])${AMOUNT}${THOUSANDS}${CURRENCY_WORD}\\b(${PERIOD})?`,
  'gi',
);
const IN_WORDS = new RegExp(
  `(${RENT_WORD})?\\b(${WORDS_AMOUNT})\\b((?:${CURRENCY_WORD})?(?:${PERIOD})?)`,
  'gi',
);

// Words just before an amount that make it something other than the rent.
const NOT_RENT_BEFORE =
  /\b(deposit|dep|depósito|deposito|fee|application|app|utilities|utilidades|pet rent|move[- ]in|income|earn|make|salary|sq\.?\s*ft|cuota|pago inicial|down|budget|presupuesto|under|max|hasta|up to|less than|menos de)\b(?:\W*[\w$,.]+){0,3}\W*$/iu;
// A rent word after the other word gives the amount back to the rent ('deposit $800, rent $1,200').
const SENTENCE_END = /[.;!?](?:\s|$)|\n/;
const RENT_AGAIN = /\b(rent|renta|price|precio)\b/i;
const NOT_RENT_AFTER = /^[ \t]*(deposit|dep\b|depósito|deposito|fee|sq|square|sqft|ft|down|de dep)/i;

interface Candidate extends FoundRent {
  start: number;
  score: number;
}

const toAmount = (whole: string, cents: string | undefined, thousands: string | undefined): number => {
  const digits = Number(whole.replace(/[,.]/g, ''));
  const value = cents && !thousands ? digits + Number(`0.${cents}`) : digits;
  if (thousands) return Math.round(Number(`${whole.replace(/,/g, '')}.${cents ?? '0'}`) * 1000);
  return value;
};

const asDollars = (amount: number, period: boolean): string =>
  `$${amount.toLocaleString('en-US')}${period ? '/month' : ''}`;

function candidates(text: string): Candidate[] {
  const list: Candidate[] = [];
  const add = (
    match: RegExpMatchArray,
    amount: number,
    period: string | undefined,
    base: number,
    rewrite: boolean,
    checkAround = true,
  ) => {
    const start = match.index ?? 0;
    const source = match[0].trim();
    const end = start + match[0].length;
    if (amount < 100 || amount > 30_000) return;
    const before = text.slice(Math.max(0, start - 30), start);
    const other = NOT_RENT_BEFORE.exec(before);
    const between = other ? before.slice(other.index + other[1]!.length) : '';
    // The other word names an amount of its own sentence, or a rent word after it names this one.
    if (checkAround && other && !RENT_AGAIN.test(between) && !SENTENCE_END.test(between)) return;
    if (checkAround && NOT_RENT_AFTER.test(text.slice(end, end + 15))) return;
    const value =
      rewrite || source.length > 30 || !/[1-9]/.test(source) ? asDollars(amount, Boolean(period)) : source;
    const sourceStart = text.indexOf(source, start);
    list.push({ value, amount, source, start: sourceStart, score: base + (period ? 2 : 0) });
  };
  for (const m of text.matchAll(WITH_CURRENCY)) add(m, toAmount(m[1]!, m[2], m[3]), m[4], 2, Boolean(m[3]));
  for (const m of text.matchAll(WITH_PERIOD)) add(m, toAmount(m[1]!, m[2], m[3]), m[4], 1, Boolean(m[3]));
  for (const m of text.matchAll(AFTER_RENT_WORD))
    add(m, toAmount(m[1]!, m[2], m[3]), m[4], 2, Boolean(m[3]), false);
  for (const m of text.matchAll(WITH_CURRENCY_WORD))
    add(m, toAmount(m[1]!, m[2], m[3]), m[4], 1, Boolean(m[3]));
  for (const m of text.matchAll(IN_WORDS)) {
    const amount = wordsAmount(m[2]!);
    // Words make an amount only with a rent word, a currency or a period beside them.
    if (amount !== undefined && (m[1] || m[3]?.trim())) add(m, amount, m[3], 0, true);
  }
  return list;
}

/** The rent: the best-marked amount, the first of equals. */
export function findRent(text: string): FoundRent | undefined {
  const best = candidates(text).sort((a, b) => b.score - a.score || a.start - b.start)[0];
  return best && { value: best.value, amount: best.amount, source: best.source };
}
