/** Field builders that carry the spec's exact messages, so form and server reject with the same words. */
import { coerce, define, type Struct, string } from 'superstruct';

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const trimmed = <T>(struct: Struct<T, null>) =>
  coerce(struct, string(), (s) => s.trim()) as unknown as Struct<T, null>;

export const maxMessage = (max: number) => `Maximum ${max} characters allowed`;

/** A required, trimmed string: '{Label} is required' when blank, 'Maximum N characters allowed' when long. */
export const requiredText = (label: string, max: number, requiredMessage = `${label} is required`) =>
  trimmed(
    define<string>(label, (v) => {
      if (isBlank(v)) return requiredMessage;
      if (typeof v !== 'string') return `${label} must be text`;
      if (v.length > max) return maxMessage(max);
      return true;
    }),
  );

/** An optional, trimmed string: blank passes and reads as ''. */
export const optionalText = (label: string, max: number, check?: (v: string) => true | string) =>
  trimmed(
    define<string>(label, (v) => {
      if (isBlank(v)) return true;
      if (typeof v !== 'string') return `${label} must be text`;
      if (v.length > max) return maxMessage(max);
      return check ? check(v) : true;
    }),
  );

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL = 'Please enter a valid email address';

export const requiredEmail = (label = 'Email', requiredMessage = `${label} is required`) =>
  trimmed(
    define<string>(label, (v) => {
      if (isBlank(v)) return requiredMessage;
      if (typeof v !== 'string' || v.length > 254 || !EMAIL.test(v)) return INVALID_EMAIL;
      return true;
    }),
  );

export const INVALID_URL = 'Please enter a valid URL';

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
      if (isBlank(v)) return `${label} is required`;
      if (typeof v !== 'string') return INVALID_URL;
      if (v.length > max) return maxMessage(max);
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
        `${label} is not a valid choice`
      );
    }),
  );

/** A whole number ≥ min; numeric strings (form inputs) are accepted and converted. */
export const wholeNumber = (label: string, min = 0, max = 1_000_000_000) =>
  coerce(
    define<number>(label, (v) => {
      if (v === undefined || v === null || v === '') return `${label} is required`;
      if (typeof v !== 'number' || !Number.isInteger(v)) return `${label} must be a whole number`;
      if (v < min) return `${label} must be at least ${min}`;
      if (v > max) return `${label} must be at most ${max}`;
      return true;
    }),
    string(),
    (s) => (s.trim() === '' ? '' : Number(s)),
  );
