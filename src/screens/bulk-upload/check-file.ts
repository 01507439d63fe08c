/** The checks a lead file passes before it is sent (spec section 5, decisions D5); the server checks again by content. */
import { MAX_UPLOAD_BYTES, PLEASE_SELECT_FILE, UPLOAD_EXTENSIONS } from '../../contract';

export const WRONG_FILE_TYPE = 'Only .csv and .xlsx files can be uploaded.';
export const FILE_TOO_LARGE = 'The file is larger than 10 MB.';
export const EMPTY_FILE = 'The file is empty.';

/** Why this file cannot be uploaded, or null when it can. */
export function fileProblem(file: Pick<File, 'name' | 'size'> | null): string | null {
  if (!file) return PLEASE_SELECT_FILE;
  const name = file.name.toLowerCase();
  if (!UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension))) return WRONG_FILE_TYPE;
  if (file.size > MAX_UPLOAD_BYTES) return FILE_TOO_LARGE;
  if (file.size === 0) return EMPTY_FILE;
  return null;
}
