/**
 * The uploads area (docs/rules/uploads.md): a bulk upload's limits, what it answers and every message
 * it refuses with, and the bypass's input. The server, the Bulk Upload and Bypass Rentals widgets and
 * their stories read these texts from here.
 */
import { assign, type Infer, object } from 'superstruct';
import type { LeadFieldName } from './lead-fields';
import { requiredEmail, wholeNumber } from './rules';

export const UPLOAD_EXTENSIONS = ['.csv', '.xlsx'] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_ROWS = 100_000;
/** An .xlsx unpacking to more is refused as a zip bomb (an honest 10 MB workbook unpacks to about 100 MB). */
export const MAX_UNPACKED_MB = 200;

/** The success message of both imports, and of a bulk add to the do-not-contact list. */
export const importedMessage = ({
  inserted,
  skipped,
}: {
  inserted: number;
  skipped: readonly unknown[];
}): string => `Inserted: ${inserted}, Skipped: ${skipped.length}`;

/* Refusals of a whole upload: 400 unless said. */
export const PLEASE_SELECT_FILE = 'Please select a file first.';
/** A creator whose `canBulkUpload` is off (403). */
export const BULK_UPLOAD_OFF = 'Bulk upload is not turned on for your account';
/** Over MAX_UPLOAD_BYTES (413 from the server; the widget refuses it before sending). */
export const FILE_TOO_LARGE = `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;
export const ONE_FILE_FIELD = 'Send one file in the field "file"';
export const UNREADABLE_UPLOAD = 'The upload could not be read';
/** Not named .csv or .xlsx (the widget refuses it before sending). */
export const ONLY_CSV_OR_XLSX = 'Only .csv and .xlsx files can be uploaded';
export const EMPTY_FILE = 'The file is empty';
export const NOT_CSV = 'The file is not a readable CSV file';
export const NOT_XLSX = 'The file is not a readable Excel (.xlsx) file';
export const UNPACKS_TOO_LARGE = `${NOT_XLSX}: it unpacks to more than ${MAX_UNPACKED_MB} MB`;
export const TOO_MANY_ROWS = `The file has more than ${MAX_UPLOAD_ROWS.toLocaleString('en-US')} rows`;
export const BEYOND_LIMITS = 'The file could not be read within the server’s limits';
export const NO_ROWS = 'The file has no rows under its header';

/** A row left out: the later of two rows with one number. */
export const duplicateOfRow = (first: number) => `Duplicate of row ${first} in this file`;

/** A row the import left out, with its cells as read and the reason. */
export type SkippedRow = Partial<Record<LeadFieldName, string>> & { row: number; reason: string };

/** What both imports answer. */
export interface UploadResult {
  inserted: number;
  skipped: SkippedRow[];
}

export const SKIPPED_FILE = 'skipped_data.xlsx';
export const SKIPPED_SHEET = 'Skipped Data';

export const BypassInput = object({
  admin_email: requiredEmail('Admin email', 'Admin email is required'),
});

/** GET /rental/downloadRentals: how many pool leads to hand to which admin (docs/rules/leads.md#d5). */
export const MAX_BYPASS_LIMIT = 10_000;
export const BypassQuery = assign(BypassInput, object({ limit: wholeNumber('Limit', 1, MAX_BYPASS_LIMIT) }));
export type BypassQuery = Infer<typeof BypassQuery>;

/** The bypass names no active admin (404). */
export const NO_SUCH_ADMIN = 'No admin with this email';
