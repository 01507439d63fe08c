/**
 * The leads area's calls (docs/rules/leads.md, docs/rules/claiming.md): a creator's new lead; a
 * picker's claim, finish (or outcome) and skip, its number search, a lead it claimed, Make Invalid, the client's email
 * and the first text.
 */
import { assign, boolean, type Infer, object, optional } from 'superstruct';
import { answer, endpoint } from '../endpoint';
import { CreateRentalInput } from '../lead-fields';
import { optionalLeadLanguage } from '../lead-language';
import { LeadIdParams } from '../lead-params';
import {
  AddClientEmailInput,
  type ClaimResult,
  CompleteTaskInput,
  type CompleteTaskResult,
  FirstSmsInput,
  type MyCallback,
  NumberSearchInput,
  type PickerDesk,
  type Rental,
  SkipInput,
  type SkipResult,
} from '../leads';

/**
 * The lead's fields, the client's language (left out: guessed, docs/rules/leads.md#d5.19), and
 * `confirmDuplicate` once the creator saw the likely duplicates (docs/rules/leads.md#d5.14). Here rather
 * than in lead-fields.ts, which the lead tables load too.
 */
export const CreateLeadBody = assign(
  CreateRentalInput,
  object({ language: optionalLeadLanguage, confirmDuplicate: optional(boolean()) }),
);
export type CreateLeadBody = Infer<typeof CreateLeadBody>;

const PICKER = ['data-picker'] as const;
const CREATOR = ['data-creator'] as const;

export const leadsApi = {
  create: endpoint({
    method: 'POST',
    path: '/rental/create-rental',
    roles: CREATOR,
    apiKeyScope: 'leads:create',
    body: CreateLeadBody,
    output: answer<Rental>(),
    success: 'created data successfully',
  }),
  /** The held lead, a refusal with its `code`, or a newly claimed lead; the account is checked by the claim itself. */
  claim: endpoint({
    method: 'GET',
    path: '/rental/get-single-rental',
    roles: PICKER,
    output: answer<ClaimResult>(),
    success: 'Rental fetched',
  }),
  /** The picker's held lead, a running pause and the delay left, read without claiming (docs/rules/claiming.md#d5.12). */
  desk: endpoint({
    method: 'GET',
    path: '/rental/desk',
    roles: PICKER,
    output: answer<PickerDesk>(),
    success: 'Desk loaded',
  }),
  /** The picker's own callbacks still waiting, due ones first (docs/rules/claiming.md#d5.18). */
  myCallbacks: endpoint({
    method: 'GET',
    path: '/rental/my-callbacks',
    roles: PICKER,
    output: answer<MyCallback[]>(),
    success: 'Callbacks loaded',
  }),
  /** Claims one of the picker's own due callbacks, with the claim's refusals (docs/rules/claiming.md#d5.18). */
  openCallback: endpoint({
    method: 'POST',
    path: '/rental/open-callback/:id',
    params: LeadIdParams,
    roles: PICKER,
    output: answer<ClaimResult>(),
    success: 'Rental fetched',
  }),
  /** Ends the held lead as valid or invalid, or with an outcome (docs/rules/claiming.md#d5.5). */
  finish: endpoint({
    method: 'PATCH',
    path: '/rental/complete-task',
    roles: PICKER,
    body: CompleteTaskInput,
    output: answer<CompleteTaskResult>(),
    success: 'successfully finished!',
  }),
  /** Hands the held lead back unworked, with a reason; limited per day (429 `skip-limit`). */
  skip: endpoint({
    method: 'PATCH',
    path: '/rental/skip',
    roles: PICKER,
    body: SkipInput,
    output: answer<SkipResult>(),
    success: 'Rental skipped',
  }),
  /** The lead with this phone number (the whole number or its first digits), as the picker may see it. */
  search: endpoint({
    method: 'GET',
    path: '/dataPicker/search-rental',
    roles: PICKER,
    query: NumberSearchInput,
    output: answer<Rental>(),
    success: 'Rental found',
  }),
  /** A lead the signed-in picker claimed, by id. */
  getClaimed: endpoint({
    method: 'GET',
    path: '/dataPicker/getRental/:id',
    params: LeadIdParams,
    roles: PICKER,
    output: answer<Rental>(),
    success: 'Rental loaded',
  }),
  makeInvalid: endpoint({
    method: 'PATCH',
    path: '/dataPicker/make-invalid/:id',
    params: LeadIdParams,
    roles: PICKER,
    output: answer<Rental>(),
    success: 'Number marked as invalid',
  }),
  addClientEmail: endpoint({
    method: 'PATCH',
    path: '/rental/addClientEmailIntoRental/:id',
    params: LeadIdParams,
    roles: PICKER,
    body: AddClientEmailInput,
    output: answer<Rental>(),
    success: 'Updated successfully',
  }),
  /** A first text for the client; the answer's data is the text. */
  firstSms: endpoint({
    method: 'POST',
    path: '/dataPicker/generate-first-sms',
    roles: PICKER,
    body: FirstSmsInput,
    output: answer<string>(),
    success: 'First message generated',
  }),
};
