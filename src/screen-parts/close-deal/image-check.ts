/** The closing image's first check, in the browser, so a wrong file is refused before it uploads; the server checks the bytes again. */
import { IMAGE_OVER_LIMIT, IMAGE_TYPES, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from '../../contract';

export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
/** The limit in MB, for the field's hint (forms.imageHint). */
export const IMAGE_LIMIT_MB = MAX_IMAGE_BYTES / 1024 / 1024;

export function checkImage(file: File): true | string {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return NOT_AN_IMAGE;
  return file.size <= MAX_IMAGE_BYTES || IMAGE_OVER_LIMIT;
}
