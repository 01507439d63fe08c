/** Bulk uploads and lead lists (decisions D5): what an upload answers, and the lead list filters. */
import type { CreateRentalInput } from './rental';

/** A row the import left out, with its cells as read and the reason. */
export type SkippedRow = Partial<Record<keyof CreateRentalInput, string>> & { row: number; reason: string };

/** POST /rental/bulk-upload-rental and /rental/bulk-upload-rental-for-use. */
export interface UploadResult {
  inserted: number;
  skipped: SkippedRow[];
}

/** The query of every lead list (spec section 7 "Rentals"), on top of ListQuery's search, pages and days. */
export interface LeadListFilters {
  /** 'false' = Not Fetched, 'true' = Fetched/Finished, '' = all. */
  isFetched?: 'true' | 'false' | '';
  isFinished?: 'true' | 'false' | '';
  number_status?: 'valid' | 'invalid' | '';
  sort?: '-createdAt' | '-updatedAt' | '-finishedDate';
}

export const SKIPPED_FILE = 'skipped_data.xlsx';
export const SKIPPED_SHEET = 'Skipped Data';
export const EXPORT_SHEET = 'Rentals';
