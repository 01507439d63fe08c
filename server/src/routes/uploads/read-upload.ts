/**
 * Reads the spreadsheet of a bulk upload from the multipart field `file`. Busboy's limit stops a file
 * at the first byte over 10 MB (413; the rest of the body is discarded, never held), and every other
 * parser refusal becomes a 400.
 */
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

export async function readUpload(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest(PLEASE_SELECT_FILE);
  try {
    const part = await request.file({ limits: LIMITS });
    if (part?.fieldname !== 'file') throw badRequest(PLEASE_SELECT_FILE);
    return { filename: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    throw refusalOf(error);
  }
}
