/**
 * Reads the deal's multipart form. A declared length over the limit is refused before the body is read;
 * otherwise busboy's limits stop keeping an image at its first byte over 5 MB (the rest is discarded,
 * never held). Every parser refusal becomes a 400 or 413; the messages are the contract's (contract/deals.ts).
 */
import type { FastifyRequest } from 'fastify';
import {
  FORM_TOO_LARGE,
  FORM_UNREADABLE,
  IMAGE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  NOT_MULTIPART,
  ONE_IMAGE,
} from '../../../../src/contract';
import { badRequest, HttpError } from '../../lib/http-error';
import type { RawDealForm } from '../../services/deals/deal-form';

/** The API's file field (docs/rules/deals.md), and the names generic clients use for one. */
const IMAGE_FIELDS = new Set(['closing_image', 'file', 'image']);

/** Given per call, so they hold however the multipart plugin is registered. */
const LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 16 * 1024,
  parts: 12,
};

/** The image and the form's own fields at their limits, with room for the part headers. */
const MAX_FORM_BYTES = MAX_IMAGE_BYTES + LIMITS.fields * LIMITS.fieldSize + 64 * 1024;

function refusalOf(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, IMAGE_TOO_LARGE);
    case 'FST_FILES_LIMIT':
      return badRequest(ONE_IMAGE);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, FORM_TOO_LARGE);
    default:
      // Busboy's own errors (no boundary, a cut-off part…) describe a malformed body, never the server.
      return badRequest(FORM_UNREADABLE);
  }
}

export async function readDealForm(request: FastifyRequest): Promise<RawDealForm> {
  if (!request.isMultipart()) throw badRequest(NOT_MULTIPART);
  // A declared length already over the limit is answered before a byte of the body is read.
  if (Number(request.headers['content-length']) > MAX_FORM_BYTES) throw new HttpError(413, IMAGE_TOO_LARGE);
  const form: RawDealForm = { data: undefined, paymentMethod: undefined, image: undefined };
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        // Each file is read to its end (or its limit), or the parts after it never arrive.
        const bytes = await part.toBuffer();
        if (IMAGE_FIELDS.has(part.fieldname)) form.image = bytes;
        continue;
      }
      if (part.valueTruncated) throw new HttpError(413, FORM_TOO_LARGE);
      // A field sent with Content-Type application/json arrives already parsed.
      const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      if (part.fieldname === 'data') form.data = value;
      if (part.fieldname === 'payment_method') form.paymentMethod = value;
    }
  } catch (error) {
    throw refusalOf(error);
  }
  return form;
}
