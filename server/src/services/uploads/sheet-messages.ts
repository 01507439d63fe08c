/** What the server thread and the upload thread (sheet-thread.ts) send each other. */
import type { PhoneCountry } from '../../../../src/contract';
import type { CheckedPart } from './check-rows';

export interface SheetJob {
  id: number;
  filename: string;
  /** Moved to the thread, not copied. */
  bytes: ArrayBuffer;
  /** Reads numbers written without + and a country code (config PHONE_COUNTRY). */
  country: PhoneCountry;
}

/** A file's checked rows come in parts, the last with `more: false`; a refusal comes before any part. */
export type SheetReply =
  | { id: number; part: CheckedPart }
  | { id: number; refused: { statusCode: number; message: string } };
