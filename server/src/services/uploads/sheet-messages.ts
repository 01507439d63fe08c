/** What the server thread and the upload thread (sheet-thread.ts) send each other. */
import type { PhoneCountry } from '../../../../src/contract';
import type { CheckedNumberPart } from '../do-not-contact/check-number-rows';
import type { CheckedPart } from './check-rows';

/** What the file holds: leads (the imports), or numbers for the do-not-contact list (rule D5.13). */
export type SheetKind = 'leads' | 'numbers';

export interface SheetJob {
  id: number;
  filename: string;
  /** Moved to the thread, not copied. */
  bytes: ArrayBuffer;
  /** Reads numbers written without + and a country code (config PHONE_COUNTRY). */
  country: PhoneCountry;
  kind: SheetKind;
}

/** A file's checked rows come in parts, the last with `more: false`; a refusal comes before any part. */
export type SheetReply =
  | { id: number; part: CheckedPart | CheckedNumberPart }
  | { id: number; refused: { statusCode: number; message: string } };
