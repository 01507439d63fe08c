/**
 * A client's data (docs/rules/client-data.md, docs/rules/client-data.md#d13): everything held about one person, found by a
 * phone number or an email, exported, and erased with a reason; and the retention setting's daily
 * anonymisation. The super-admin's alone. Apart from the lead schemas, so the screen loads none of them.
 */
import { boolean, type Infer, object, optional } from 'superstruct';
import type { AuditEntry } from './audit';
import type { ClosedRental } from './deals';
import { FIELD_MAX } from './enums';
import type { Rental } from './leads';
import { INVALID_EMAIL, optionalText, requiredChoice, requiredText } from './rules';

/** Neither a number nor an email given (400 under `number`). */
export const CLIENT_KEY_REQUIRED = 'Enter a phone number or an email';
/** Both given (400 under `email`): a search is for one of them. */
export const ONE_CLIENT_KEY = 'Enter a phone number or an email, not both';
export const CLIENT_DATA_FOUND = 'Client data retrieved successfully';
export const CLIENT_DATA_ERASED = "The client's data was erased";
/** A search that finds nothing (200, empty lists), or an erasure or export of nothing (404). */
export const NO_CLIENT_DATA = 'No data is held about this client';

/** Whether anything at all is held. */
export const holdsNothing = (data: ClientData): boolean =>
  data.leads.length + data.deals.length + data.messages.length + data.audit.length === 0;

/** GET /clientData's message. */
export const clientDataMessage = (data: ClientData): string =>
  holdsNothing(data) ? NO_CLIENT_DATA : CLIENT_DATA_FOUND;

/** What an erased text field reads in the lead tables and the deal list. */
export const ERASED = 'Erased';
/**
 * An erased lead's or deal's number: `erased-` and the lead's id. No real number starts so (numbers
 * are stored E.164, '+…'), and the lead's id keeps it unique as docs/rules/leads.md#d5.1 asks.
 */
export const ERASED_NUMBER_PREFIX = 'erased-';
/** An erased message's text, and an erased note's. */
export const ERASED_MESSAGE = 'Erased';
/**
 * The reason an erasure's do-not-contact entries give (docs/rules/client-data.md#d13.3): every admin
 * reads the list, so never the erasure's own free text, which may name the client.
 */
export const ERASURE_LISTING_REASON = "Client's data erased on request";

export const CLIENT_REASON_MAX = 200;
export const CLIENT_EXPORT_FORMATS = ['json', 'xlsx'] as const;
export type ClientExportFormat = (typeof CLIENT_EXPORT_FORMATS)[number];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const clientKey = {
  /** As typed, any common writing: read as a lead's is (docs/decisions.md#p53). */
  number: optional(optionalText('Number', FIELD_MAX.number)),
  /** Matched in any case. */
  email: optional(optionalText('Email', FIELD_MAX.email, (v) => EMAIL.test(v) || INVALID_EMAIL)),
};

/** GET /clientData: one of `number` or `email`. */
export const ClientDataQuery = object(clientKey);
export type ClientDataQuery = Infer<typeof ClientDataQuery>;

/** GET /clientData/export: the search and the file's format. */
export const ClientExportQuery = object({
  ...clientKey,
  format: requiredChoice('Format', CLIENT_EXPORT_FORMATS, 'Format is required'),
});
export type ClientExportQuery = Infer<typeof ClientExportQuery>;

/** POST /clientData/erase: the search, why, and whether the numbers go on the do-not-contact list. */
export const EraseClientInput = object({
  ...clientKey,
  reason: requiredText('Reason', CLIENT_REASON_MAX),
  addToDoNotContact: optional(boolean()),
});
export type EraseClientInput = Infer<typeof EraseClientInput>;

/** A message a picker sent its lead's creator, about the client's lead or quoting the number or email. */
export interface ClientMessage {
  _id: string;
  createdAt: string;
  rentalId: string | null;
  message: string;
  from: { _id: string; name: string };
  to: { _id: string; name: string };
}

/** Everything held about a client: its leads, its deals (each with its image's URL), messages, audit entries. */
export interface ClientData {
  leads: Rental[];
  deals: ClosedRental[];
  messages: ClientMessage[];
  audit: AuditEntry[];
}

/** What an erasure did, by kind: never the erased values. */
export interface ClientErased {
  leads: number;
  deals: number;
  images: number;
  messages: number;
  /** Numbers this erasure put on the do-not-contact list (those already listed are not counted). */
  addedToDoNotContact: number;
}

/** The .xlsx export's sheets, one per kind. */
export const CLIENT_SHEETS = {
  leads: 'Leads',
  deals: 'Deals',
  messages: 'Messages',
  audit: 'Audit',
} as const;
