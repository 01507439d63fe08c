/**
 * Reads the spreadsheet of a bulk upload from the multipart field `file`, whole or not at all (docs/rules/uploads.md#d5.7).
 * A declared length over the limit is refused before the body is read; otherwise busboy's limit stops
 * keeping a file at its first byte over 10 MB (413; the rest of the body is discarded, never held), and
 * every other parser refusal becomes a 400.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  FILE_TOO_LARGE,
  MAX_UPLOAD_BYTES,
  ONE_FILE_FIELD,
  PLEASE_SELECT_FILE,
  UNREADABLE_UPLOAD,
} from '../../../../src/contract';
import { badRequest, HttpError } from '../../lib/http-error';
import type { UploadedFile } from '../../services/uploads/sheet-reader';

/** Given per call, so they hold however the multipart plugin is registered. */
const LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 };

/** The file and the form's own fields at their limits, with room for the part headers. */
const MAX_FORM_BYTES = MAX_UPLOAD_BYTES + LIMITS.fields * LIMITS.fieldSize + 64 * 1024;

function refusalOf(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, FILE_TOO_LARGE);
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest(ONE_FILE_FIELD);
    default:
      // Busboy's own errors (no boundary, a cut-off part…) describe a malformed body, never the server.
      return badRequest(UNREADABLE_UPLOAD);
  }
}

/** The file, and the form's text fields sent before it (an import's `mapping`). */
export interface ReceivedUpload extends UploadedFile {
  fields: Record<string, string>;
}

/** The text fields busboy read before the file part; a field sent after the file is never read. */
function textFields(part: MultipartFile): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field?.type === 'field' && typeof field.value === 'string') fields[name] = field.value;
  }
  return fields;
}

export async function readUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw badRequest(PLEASE_SELECT_FILE);
  // A declared length already over the limit is answered before a byte of the body is read.
  if (Number(request.headers['content-length']) > MAX_FORM_BYTES) throw new HttpError(413, FILE_TOO_LARGE);
  try {
    const part = await request.file({ limits: LIMITS });
    if (part?.fieldname !== 'file') throw badRequest(PLEASE_SELECT_FILE);
    const bytes = await part.toBuffer();
    // toBuffer() throws only when a piece arrives after busboy's cut, and request.file() never asks for
    // the next part, which carries the plugin's own limit error: a file cut exactly between two pieces
    // of the body would come back as if whole. Busboy sets the flag whenever it cut.
    if (part.file.truncated) throw new HttpError(413, FILE_TOO_LARGE);
    return { filename: part.filename, bytes, fields: textFields(part) };
  } catch (error) {
    throw refusalOf(error);
  }
}
