/** What the server thread and the upload thread (sheet-thread.ts) send each other. */
import type { ColumnMapping, LeadFieldName, PhoneCountry } from '../../../../src/contract';
import type { CheckedNumberPart } from '../do-not-contact/check-number-rows';
import type { CheckedPart } from './check-rows';
import type { SheetRow } from './read-sheet';

/** What the file holds: leads (the imports), or numbers for the do-not-contact list (docs/rules/do-not-contact.md#d5.13). */
export type SheetKind = 'leads' | 'numbers';

export interface SheetJob {
  id: number;
  filename: string;
  /** Moved to the thread, not copied. */
  bytes: ArrayBuffer;
  /** Reads numbers written without + and a country code (config PHONE_COUNTRY). */
  country: PhoneCountry;
  kind: SheetKind;
  /** Leads only: the uploader's mapping of columns to fields (docs/rules/uploads.md#d5.7); without it, the header's proposal. */
  mapping?: ColumnMapping;
  /** Leads only: a preview, whose first part carries a look at the file and which is never refused for missing columns. */
  preview?: boolean;
}

/** What a preview shows of the file besides its checked rows (docs/rules/uploads.md#d5.7). */
export interface SheetPeek {
  headers: string[];
  mapping: ColumnMapping;
  missing: LeadFieldName[];
  rows: SheetRow[];
}

/** A part of a lead file's rows; a preview's first part carries its `peek`. */
export type LeadPart = CheckedPart & { peek?: SheetPeek };

/** A file's checked rows come in parts, the last with `more: false`; a refusal comes before any part. */
export type SheetReply =
  | { id: number; part: LeadPart | CheckedNumberPart }
  | { id: number; refused: { statusCode: number; message: string } };
