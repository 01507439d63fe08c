/** The checks an upload's file passes before it is sent (docs/rules/uploads.md, docs/rules/uploads.md#d5.7); the server checks again by content. */
import {
  EMPTY_FILE,
  FILE_TOO_LARGE,
  MAX_UPLOAD_BYTES,
  ONLY_CSV_OR_XLSX,
  PLEASE_SELECT_FILE,
  UPLOAD_EXTENSIONS,
} from '../../contract';

/**
 * Why this file cannot be uploaded, or null when it can: the contract's English, which the file
 * picker says in its element's language (the uploads catalog holds each of these texts).
 */
export function fileProblem(file: Pick<File, 'name' | 'size'> | null): string | null {
  if (!file) return PLEASE_SELECT_FILE;
  const name = file.name.toLowerCase();
  if (!UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension))) return ONLY_CSV_OR_XLSX;
  if (file.size > MAX_UPLOAD_BYTES) return FILE_TOO_LARGE;
  if (file.size === 0) return EMPTY_FILE;
  return null;
}
