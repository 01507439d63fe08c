/**
 * The kinds of file a list downloads and each one's warning when nothing matched: what the page needs
 * before a click, apart from the code that makes the file, which loads on the click (use-export.ts).
 */
import { NO_AUDIT_DATA, NO_RENTAL_DATA } from '../../contract';

export const NOTHING_TO_DOWNLOAD = {
  leads: NO_RENTAL_DATA,
  clients: NO_RENTAL_DATA,
  audit: NO_AUDIT_DATA,
} as const;

export type SheetKind = keyof typeof NOTHING_TO_DOWNLOAD;
