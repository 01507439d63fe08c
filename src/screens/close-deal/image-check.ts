/** The closing image's first check, in the browser, so a wrong file is refused before it uploads; the server checks the bytes again. */
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../contract';

export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const IMAGE_HINT = `PNG, JPEG or WebP, at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`;
export const IMAGE_TYPE_INVALID = 'The closing image must be a PNG, JPEG or WebP picture';
export const IMAGE_TOO_LARGE = `The closing image must be ${MAX_IMAGE_BYTES / 1024 / 1024} MB or smaller`;

export function checkImage(file: File): true | string {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_INVALID;
  return file.size <= MAX_IMAGE_BYTES || IMAGE_TOO_LARGE;
}
