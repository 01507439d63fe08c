/**
 * Field builders that carry the spec's exact messages, so form and server reject with the same words.
 * A message with values is also a Text (its id and values), which the form resolves in the element's
 * language and the server's error handler in the request's (docs/rules/language.md).
 */
import { coerce, define, type Struct, string, unknown } from 'superstruct';
import { rulesCatalog } from '../locales/rules';
import { english, type Text, type Values } from './i18n';

/** A refusal as superstruct takes it: the English words, and the Text they come from. */
export interface Refusal {
  message: string;
  text: Text;
}

export const refusal = (id: string, values?: Values): Refusal => ({
  message: english(rulesCatalog, id, values),
  text: values ? { id, values } : { id },
});

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * A field whose text is trimmed before its check. The coercion's condition accepts anything and the
 * coercer trims only text: a condition of string() builds an error (a stack trace, ~10 µs) for every
 * field left out, which made the finish's body, four fields out of five absent, cost 50–100 µs.
 */
export const trimmed = <T>(struct: Struct<T, null>) =>
  coerce(struct, unknown(), (v) => (typeof v === 'string' ? v.trim() : v)) as unknown as Struct<T, null>;

export const maxMessage = (max: number) => refusal('rules.max', { max });

/** A check of a text's content once its presence and length passed: true, or the refusal. */
type ContentCheck = (v: string, label: string) => true | string | Refusal;

/**
 * A required, trimmed string: '{Label} is required' when blank, 'Maximum N characters allowed' when long,
 * then `check`'s refusal when given.
 */
export const requiredText = (
  label: string,
  max: number,
  requiredMessage: string | Refusal = refusal('rules.required', { label }),
  check?: ContentCheck,
) =>
  trimmed(
    define<string>(label, (v) => {
      if (isBlank(v)) return requiredMessage;
      if (typeof v !== 'string') return refusal('rules.text', { label });
      if (v.length > max) return maxMessage(max);
      if (hasControlCharacters(v)) return controlCharactersMessage(label);
      return check ? check(v, label) : true;
    }),
  );

// ---- What a lead's listing must say (docs/rules/leads.md#d5.17).

/** A rent holds an amount: a number above zero ('$750', '1,200 a month', 'B/. 650'), not words alone. */
export const holdsAmount = (text: string): boolean => /[1-9]/.test(text);

const WORD = /[\p{L}\p{N}]+/gu;
const TWO_LETTERS = /\p{L}.*\p{L}/u;

/**
 * Text of at least two words (runs of letters or digits), one of them with two letters or more:
 * '2 bd 1 ba', 'Calle 50' and '123 Main St' pass, 'x', 'abc' and '12 34' do not.
 */
export const holdsWords = (text: string): boolean => {
  const words = text.match(WORD) ?? [];
  return words.length >= 2 && words.some((word) => TWO_LETTERS.test(word));
};

/** A required rent: '{Label} must include an amount, such as $750' when it holds none. */
export const requiredAmount = (label: string, max: number) =>
  requiredText(label, max, undefined, (v) => holdsAmount(v) || refusal('rules.amount', { label }));

/** A required description: '{Label} must have at least two words' when it holds fewer. */
export const requiredWords = (label: string, max: number) =>
  requiredText(label, max, undefined, (v) => holdsWords(v) || refusal('rules.words', { label }));

/** An optional, trimmed string: blank passes and reads as ''. */
export const optionalText = (label: string, max: number, check?: (v: string) => true | string) =>
  trimmed(
    define<string>(label, (v) => {
      if (isBlank(v)) return true;
      if (typeof v !== 'string') return refusal('rules.text', { label });
      if (v.length > max) return maxMessage(max);
      if (hasControlCharacters(v)) return controlCharactersMessage(label);
      return check ? check(v) : true;
    }),
  );

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL = english(rulesCatalog, 'rules.invalidEmail');

export const requiredEmail = (
  label = 'Email',
  requiredMessage: string | Refusal = refusal('rules.required', { label }),
) =>
  trimmed(
    define<string>(label, (v) => {
      if (isBlank(v)) return requiredMessage;
      if (typeof v !== 'string' || v.length > 254 || !EMAIL.test(v) || hasControlCharacters(v)) {
        return INVALID_EMAIL;
      }
      return true;
    }),
  );

export const INVALID_URL = english(rulesCatalog, 'rules.invalidUrl');

export const isHttpUrl = (v: string): boolean => {
  try {
    const url = new URL(v);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

export const requiredUrl = (label: string, max: number) =>
  trimmed(
    define<string>(label, (v) => {
      if (isBlank(v)) return refusal('rules.required', { label });
      if (typeof v !== 'string') return INVALID_URL;
      if (v.length > max) return maxMessage(max);
      if (hasControlCharacters(v)) return controlCharactersMessage(label);
      return isHttpUrl(v) || INVALID_URL;
    }),
  );

export const optionalUrl = (label: string, max: number) =>
  optionalText(label, max, (v) => isHttpUrl(v) || INVALID_URL);

/** One of a closed list; blank reads as "not chosen" and gets the required message. */
export const requiredChoice = <T extends string>(
  label: string,
  values: readonly T[],
  requiredMessage: string,
) =>
  trimmed(
    define<T>(label, (v) => {
      if (isBlank(v)) return requiredMessage;
      return (
        (typeof v === 'string' && (values as readonly string[]).includes(v)) ||
        refusal('rules.choice', { label })
      );
    }),
  );

/** A whole number ≥ min; numeric strings (form inputs) are accepted and converted. */
export const wholeNumber = (label: string, min = 0, max = 1_000_000_000) =>
  coerce(
    define<number>(label, (v) => {
      if (v === undefined || v === null || v === '') return refusal('rules.required', { label });
      if (typeof v !== 'number' || !Number.isInteger(v)) return refusal('rules.wholeNumber', { label });
      if (v < min) return refusal('rules.atLeast', { label, min });
      if (v > max) return refusal('rules.atMost', { label, max });
      return true;
    }),
    string(),
    (s) => (s.trim() === '' ? '' : Number(s)),
  );

// ---- Hostile input: text the database cannot store, dates outside what it and JavaScript both read.

/**
 * Control characters (Unicode Cc) other than tab, line feed and carriage return. No one types them;
 * NUL is refused by PostgreSQL in any text, the others only hide text or break exports.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's purpose.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const hasControlCharacters = (text: string): boolean => CONTROL_CHARACTERS.test(text);

export const controlCharactersMessage = (label: string) => refusal('rules.controlCharacters', { label });

/** The server's own answer for a control character in any request value it has no label for. */
export const NO_CONTROL_CHARACTERS = controlCharactersMessage('Text').message;

/** The dates the API takes: wide enough for any day a person means, narrow enough for every year to have four digits. */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '9999-12-31';
/** The first and last instants of that range, in milliseconds since 1970. */
export const FIRST_INSTANT = Date.parse(`${FIRST_DAY}T00:00:00.000Z`);
export const LAST_INSTANT = Date.parse(`${LAST_DAY}T23:59:59.999Z`);

export const dateOutOfRangeMessage = (label: string) =>
  refusal('rules.dateRange', { label, first: FIRST_DAY, last: LAST_DAY });

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD: JavaScript reads 2026-02-30 as 2 March, so the day must round-trip. */
export const isCalendarDay = (text: string): boolean => {
  if (!DAY.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00.000Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
};

/** An optional calendar day (YYYY-MM-DD) from FIRST_DAY to LAST_DAY; blank passes. */
export const optionalCalendarDay = (label: string) =>
  define<string>(label, (v) => {
    if (v === undefined || v === '') return true;
    if (typeof v !== 'string' || !isCalendarDay(v)) return refusal('rules.day', { label });
    if (v < FIRST_DAY || v > LAST_DAY) return dateOutOfRangeMessage(label);
    return true;
  });

/**
 * An ISO 8601 instant with its offset ('2026-03-02T15:00:00.000Z'): without one, the reader's zone
 * would decide. Six-digit years ('+020266-…', as toISOString writes them) are read, to be refused as
 * out of range rather than as unreadable.
 */
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2}|[+-]\d{6}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A date and time as an ISO instant, from the first to the last instant of the range. */
export const dateTime = (label: string) =>
  define<string>(label, (v) => {
    const day = typeof v === 'string' ? DATE_TIME.exec(v)?.[1] : undefined;
    const time = day === undefined ? Number.NaN : Date.parse(v as string);
    if (Number.isNaN(time) || (day?.length === 10 && !isCalendarDay(day))) {
      return refusal('rules.dateTime', { label });
    }
    if (time < FIRST_INSTANT || time > LAST_INSTANT) return dateOutOfRangeMessage(label);
    return true;
  });
