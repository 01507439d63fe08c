/** The deal form's rules (docs/rules/deals.md, docs/rules/deals.md#d6): the fields of the `data` JSON, and the image checked by content. */
import { fileTypeFromBuffer } from 'file-type';
import { assign } from 'superstruct';
import {
  CloseDealInput,
  checkOtherPayment,
  DEFAULT_PHONE_COUNTRY,
  IMAGE_REQUIRED,
  type IMAGE_TYPES,
  INVALID_DEAL_DATA,
  NOT_AN_IMAGE,
  NumberSearchInput,
  PAYMENT_MISMATCH,
  type PhoneCountry,
  paymentMethodOf,
} from '../../../../src/contract';
import { badRequest } from '../../lib/http-error';
import { nestsDeeperThan } from '../../lib/json-depth';
import { parse } from '../../lib/parse';
import { type NumberQuery, numberQuery } from '../leads/lead-number';

/** The multipart form as sent, before any rule ran. */
export interface RawDealForm {
  /** The `data` field: JSON text. */
  data: string | undefined;
  /** The separate `payment_method` field of the API's form (docs/rules/deals.md). */
  paymentMethod: string | undefined;
  image: Uint8Array | undefined;
}

export interface DealForm {
  /** The lead's number as the search reads it (whole, or its first digits). */
  number: NumberQuery;
  clientEmail: string;
  /** As stored: the choice, or the free text of Other. */
  paymentMethod: string;
  image: { bytes: Uint8Array; ext: string };
}

type ImageType = (typeof IMAGE_TYPES)[number];

/** The extension each accepted type is stored under; serving reads the type back from it. */
export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

// Lead fields in the JSON (rent, address, ids…) are dropped by the contract's mask: they come from the lead.
const DealData = assign(CloseDealInput, NumberSearchInput);

/** A missing `data` reads as empty, so the answer names the form's missing fields. */
function readData(text: string | undefined): Record<string, unknown> {
  if (text === undefined) return {};
  // As for JSON bodies: a deep value parses, then overflows the stack of the rules that refuse it.
  if (nestsDeeperThan(text))
    throw badRequest(INVALID_DEAL_DATA, [{ path: 'data', message: INVALID_DEAL_DATA }]);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    // Reported below, as for any JSON that is not an object.
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw badRequest(INVALID_DEAL_DATA, [{ path: 'data', message: INVALID_DEAL_DATA }]);
  }
  return data as Record<string, unknown>;
}

async function imageOf(bytes: Uint8Array | undefined): Promise<DealForm['image']> {
  // A browser sends an empty file part when no file was chosen.
  if (!bytes || bytes.length === 0) {
    throw badRequest(IMAGE_REQUIRED, [{ path: 'closing_image', message: IMAGE_REQUIRED }]);
  }
  // The declared type and file name are the sender's word; the bytes are not.
  const type = await fileTypeFromBuffer(bytes);
  const ext = type && IMAGE_EXTENSIONS[type.mime as ImageType];
  if (!ext) throw badRequest(NOT_AN_IMAGE, [{ path: 'closing_image', message: NOT_AN_IMAGE }]);
  return { bytes, ext };
}

/** `country` reads a number typed without + and a country code (config PHONE_COUNTRY). */
export async function checkDealForm(
  raw: RawDealForm,
  country: PhoneCountry = DEFAULT_PHONE_COUNTRY,
): Promise<DealForm> {
  const data = readData(raw.data);
  // The separate field fills in for a `data` without one; when both are sent they must agree.
  const input = parse(
    DealData,
    raw.paymentMethod === undefined ? data : { payment_method: raw.paymentMethod, ...data },
  );
  const other = checkOtherPayment(input);
  if (other !== true) throw badRequest(other, [{ path: 'payment_other', message: other }]);
  const paymentMethod = paymentMethodOf(input);
  // For Other, the field may carry either the choice or the typed text.
  if (
    raw.paymentMethod !== undefined &&
    ![input.payment_method, paymentMethod].includes(raw.paymentMethod.trim())
  ) {
    throw badRequest(PAYMENT_MISMATCH, [{ path: 'payment_method', message: PAYMENT_MISMATCH }]);
  }
  return {
    number: numberQuery(input.number, country),
    clientEmail: input.client_email,
    paymentMethod,
    image: await imageOf(raw.image),
  };
}
