/** What the server thread and the upload thread (sheet-thread.ts) send each other. */
import type { PhoneCountry } from '../../../../src/contract';
import type { CheckedRows } from './check-rows';

export interface SheetJob {
  id: number;
  filename: string;
  /** Moved to the thread, not copied. */
  bytes: ArrayBuffer;
  /** Reads numbers written without + and a country code (config PHONE_COUNTRY). */
  country: PhoneCountry;
}

export type SheetReply =
  | { id: number; checked: CheckedRows }
  | { id: number; refused: { statusCode: number; message: string } };
