/**
 * The leads area (docs/rules/leads.md, docs/rules/claiming.md): a lead on the wire, the forms that
 * create and change one (create, add client email, make invalid, first message), what a claim and a
 * finish answer, why a claim is refused, and what a picker may see of a lead it finds by number.
 */
import { define, type Infer, object, optional, validate } from 'superstruct';
import { FIELD_MAX, NUMBER_STATUSES, type NumberStatus } from './enums';
import type { Language } from './i18n';
import {
  blankOf,
  LEAD_FIELDS,
  type LeadFieldName,
  type LeadFieldRegistry,
  type LeadFieldValues,
  type LeadReader,
  READ_BY,
  WORK_FIELDS,
} from './lead-fields';
import {
  CALLBACK_FOR,
  type CallbackFor,
  OUTCOMES,
  type Outcome,
  type RecordedOutcome,
  SKIP_REASONS,
} from './lead-outcomes';
import { dateTime, optionalText, requiredChoice, requiredEmail, requiredText, trimmed } from './rules';

/** Who made or picked a lead, as lead rows show them (docs/rules/leads.md). */
export interface LeadPerson {
  name: string;
  email: string;
  team_leader_name: string | null;
  admin_name: string | null;
}

/** A lead on the wire (docs/rules/leads.md, "Rental"): the creator's fields, then what working it adds. */
export interface Rental extends LeadFieldValues {
  _id: string;
  client_email: string | null;
  /** The client's language, which the first message speaks (docs/rules/leads.md#d5.19). */
  language: Language;
  number_status: NumberStatus | null;
  /**
   * How a picker last ended it besides Finish and Invalid Number (docs/rules/claiming.md#d5.5), null after those or
   * before any; named apart from My Leads' `outcome`, what became of the lead.
   */
  call_outcome: RecordedOutcome | null;
  /** Times it was served (claimed), the first claim included. */
  attempts: number;
  /** When it is served again (ISO): a callback's time or a No Answer's retry; null unless waiting. */
  due_at: string | null;
  creatorId: string | null;
  fetcherId: string | null;
  isFetched: boolean;
  isFinished: boolean;
  createdAt: string;
  updatedAt: string;
  finishedDate: string | null;
  creator: LeadPerson | null;
  fetcher: LeadPerson | null;
  /** The name of the API key that created it (docs/rules/integrations.md#d15.6); null for a person's lead. */
  sourceKey: string | null;
}

/**
 * Who reads each part of a lead on the wire besides the creator's fields (docs/rules/leads.md#d5.16):
 * the client's email is the picking side's; the creator and her id are the lead's people's; the picker
 * is named to the picking side alone, while `fetcherId` (an id that names no one) tells everyone who
 * reads the lead that it was picked.
 */
const WORK_READS = {
  _id: READ_BY.anyone,
  client_email: WORK_FIELDS.client_email.readers,
  language: READ_BY.anyone,
  number_status: READ_BY.anyone,
  call_outcome: READ_BY.anyone,
  attempts: READ_BY.anyone,
  due_at: READ_BY.anyone,
  creatorId: READ_BY.itsPeople,
  fetcherId: READ_BY.itsPeople,
  isFetched: READ_BY.anyone,
  isFinished: READ_BY.anyone,
  createdAt: READ_BY.anyone,
  updatedAt: READ_BY.anyone,
  finishedDate: READ_BY.anyone,
  creator: READ_BY.itsPeople,
  fetcher: READ_BY.pickingSide,
  // Its supervisors' (All Leads' Source); the claim's and finish's answers (rental_json) never look it up.
  sourceKey: ['super-admin', 'admin', 'picker-leader', 'creator-leader'],
} as const satisfies { [K in Exclude<keyof Rental, LeadFieldName>]: readonly LeadReader[] };

/** Who reads a part of a lead, and what any other reader is sent instead of its value. */
export interface ReadRule {
  readers: readonly LeadReader[];
  blank: '' | null;
}

/** Each part of a lead on the wire and its rule: the registry's fields (LEAD_FIELDS, or a test's), then WORK_READS. */
export const rentalReads = (fields: LeadFieldRegistry = LEAD_FIELDS): Record<string, ReadRule> => ({
  ...Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, { readers: field.readers, blank: blankOf(field) }]),
  ),
  ...Object.fromEntries(
    Object.entries(WORK_READS).map(([name, readers]) => [name, { readers, blank: null }]),
  ),
});

/**
 * A lead as `reader` may read it (docs/rules/leads.md#d5.16), built from what it may read: each part
 * its rule lets it read is read with `value`, any other is the rule's blank, so a value no rule lets
 * it read is never even read.
 */
export function readableLead(
  reads: Record<string, ReadRule>,
  reader: LeadReader,
  value: (part: string) => unknown,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(reads).map(([part, rule]) => [
      part,
      rule.readers.includes(reader) ? value(part) : rule.blank,
    ]),
  );
}

type ReadersOf<K extends keyof Rental> = K extends LeadFieldName
  ? (typeof LEAD_FIELDS)[K]['readers'][number]
  : K extends keyof typeof WORK_READS
    ? (typeof WORK_READS)[K][number]
    : never;
type BlankOf<K extends keyof Rental> = K extends LeadFieldName ? (null extends Rental[K] ? null : '') : null;

/** A lead as `R` receives it (readableLead): the parts it may not read are their blanks. */
export type LeadAs<R extends LeadReader> = {
  [K in keyof Rental]: R extends ReadersOf<K> ? Rental[K] : BlankOf<K>;
};

/** GET /rental/get-single-rental (claim): the held lead and what the Collect widget needs to pace itself. */
export interface ClaimResult {
  rental: Rental;
  delayTime: number;
  isDelayEnabled: boolean;
  todayPicked: number;
  limit: number;
}

/**
 * GET /rental/desk: where the picker's Collect screen stands when it opens, read without claiming
 * (docs/rules/claiming.md#d5.12): the lead it holds (null when none), the end of a pause of fetching that runs now
 * (null when none), and the seconds left of the delay after its last ending (0 when none).
 */
export interface PickerDesk {
  rental: Rental | null;
  pausedUntil: string | null;
  waitSeconds: number;
}

/**
 * PATCH /rental/complete-task (finish or outcome): the lead as the picker left it, the seconds before
 * the next claim, and what became of the lead: its outcome (null for a Finish or Invalid Number), the
 * times it has been served, and when it is served again (a No Answer's retry, a callback's time).
 * The settings that decided it come along (`maxAttempts`, `retryMinutes`), and whose a callback is
 * (null for any other ending), so Collect says what will happen without guessing (docs/rules/claiming.md#d5.5).
 */
export interface CompleteTaskResult {
  rental: Rental;
  waitSeconds: number;
  outcome: RecordedOutcome | null;
  attempts: number;
  dueAt: string | null;
  maxAttempts: number;
  retryMinutes: number;
  callbackFor: CallbackFor | null;
}

/**
 * Why a claim was refused, the answer's `code` (429 for limits, hold and delay; 404 for an empty
 * pool), so the widget can say what it is. The claim's SQL (`claim_lead`) answers the same words.
 */
export const CLAIM_REFUSALS = ['daily-limit', 'admin-limit', 'hold', 'delay', 'pool-empty'] as const;
export type ClaimRefusal = (typeof CLAIM_REFUSALS)[number];

/** The refusals' messages (docs/rules/leads.md#d5), in the order of `CLAIM_REFUSALS`. */
export const dailyLimitReached = (limit: number) => `You have reached your daily limit of ${limit} rentals`;
export const TEAM_LIMIT_REACHED = "Your team has reached today's limit of rentals";
export const ON_HOLD = 'Fetching is on hold';
export const waitBeforeClaiming = (seconds: number) =>
  `Please wait ${seconds} seconds before fetching another rental`;
/** No lead in the pool: a claim's 404, and a bypass that finds none to take. */
export const POOL_EMPTY = 'No rental is available right now';

/**
 * One of the picker's own callbacks in 'My callbacks' (docs/rules/claiming.md#d5.18): the lead, when it is due
 * (`due` as the server's clock reads it: only a due one may be opened), the note and the serves so far.
 */
export interface MyCallback {
  _id: string;
  number: string;
  client_name: string | null;
  dueAt: string;
  due: boolean;
  /** When its grace ends (`dueAt` + 'Callback grace (minutes)'): late from then on (docs/rules/claiming.md#d5.29). */
  lateAt: string;
  note: string | null;
  attempts: number;
}

/** Opening a callback that is not one of the picker's own due ones (404), or while holding another lead (409). */
export const CALLBACK_NOT_OPEN = 'This callback is not one of your due callbacks';
export const HOLDING_ANOTHER = 'Finish the rental you hold before opening a callback';

/** A finish from a picker who holds no lead (404). */
export const HOLD_NOTHING = 'You hold no rental';
export const RENTAL_NOT_FOUND = 'Rental not found';
export const NO_RENTAL_WITH_NUMBER = 'No rental found with this number';

/** Numbers are checked, stored (E.164) and shown by phone.ts, in a default country (docs/decisions.md#p53). */
export const INVALID_NUMBER = 'Please enter a valid phone number';
export const DUPLICATE_NUMBER = 'This number already exists';

/**
 * A number search takes the whole number or its first digits, at least this many after the country
 * code: fewer name too many leads to find one.
 */
export const MIN_FIRST_DIGITS = 6;
/** First digits that start more than one lead's number. */
export const SEVERAL_NUMBERS = 'Several leads start with these digits: type more of the number';

const phoneNumber = (label = 'Number') => requiredText(label, FIELD_MAX.number, `${label} is required`);

/** The furthest a callback may be set ahead: a month of calls is as far as a picker plans. */
export const CALLBACK_MAX_DAYS = 30;
export const NOTE_MAX = 500;

export const STATUS_OR_OUTCOME = 'Send either a number status or an outcome, not both';
export const CALLBACK_AT_REQUIRED = 'Callback time is required for Call Back Later';
export const CALLBACK_ONLY = 'Callback time and callback for are only for Call Back Later';
/** Checked against the server's clock, so the form's clock cannot pass a time already gone. */
export const CALLBACK_IN_PAST = 'Callback time must be in the future';
export const CALLBACK_TOO_FAR = `Callback time must be within ${CALLBACK_MAX_DAYS} days`;

/** A sibling's value, as a field's check needs it: superstruct hands each field the body it is in. */
const sibling = (branch: unknown[], key: string): string | undefined => {
  const value = (branch[branch.length - 2] as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};
const given = (v: unknown) => v !== undefined && v !== null && (typeof v !== 'string' || v.trim() !== '');
const choiceCheck = (label: string, values: readonly string[], v: unknown) =>
  (typeof v === 'string' && values.includes(v)) || `${label} is not a valid choice`;
const callbackAt = dateTime('Callback time');

/**
 * PATCH /rental/complete-task: `{ number_status }` exactly as before, or `{ outcome, callbackAt?,
 * callbackFor?, note? }`, never both (docs/rules/claiming.md#d5.5). Without either, a number status is what is missing.
 * Whether the callback time is still ahead is the server's clock's to say (`CALLBACK_IN_PAST`).
 */
export const CompleteTaskInput = object({
  number_status: trimmed(
    define<NumberStatus | undefined>('Number status', (v, ctx) => {
      const hasOutcome = sibling(ctx.branch, 'outcome') !== undefined;
      if (!given(v)) return hasOutcome || 'Number status is required';
      return hasOutcome ? STATUS_OR_OUTCOME : choiceCheck('Number status', NUMBER_STATUSES, v);
    }),
  ),
  outcome: trimmed(
    define<Outcome | undefined>('Outcome', (v) => !given(v) || choiceCheck('Outcome', OUTCOMES, v)),
  ),
  callbackAt: define<string | undefined>('Callback time', (v, ctx) => {
    const isCallback = sibling(ctx.branch, 'outcome') === 'callback';
    if (!given(v)) return !isCallback || CALLBACK_AT_REQUIRED;
    if (!isCallback) return CALLBACK_ONLY;
    const [error] = validate(v, callbackAt);
    return error?.message ?? true;
  }),
  callbackFor: trimmed(
    define<CallbackFor | undefined>('Callback for', (v, ctx) => {
      if (!given(v)) return true;
      if (sibling(ctx.branch, 'outcome') !== 'callback') return CALLBACK_ONLY;
      return choiceCheck('Callback for', CALLBACK_FOR, v);
    }),
  ),
  note: optional(optionalText('Note', NOTE_MAX)),
});
export type CompleteTaskInput = Infer<typeof CompleteTaskInput>;

export const SkipInput = object({
  reason: requiredChoice('Reason', SKIP_REASONS, 'Reason is required'),
  note: optional(optionalText('Note', NOTE_MAX)),
});
export type SkipInput = Infer<typeof SkipInput>;

/** PATCH /rental/skip: the lead as handed back, today's skips and the limit, the seconds before the next claim. */
export interface SkipResult {
  rental: Rental;
  skipsToday: number;
  skipLimit: number;
  waitSeconds: number;
}

/** A skip over the day's limit: 429 with this code, until Panama midnight. */
export const SKIP_LIMIT = 'skip-limit';
export const skipLimitReached = (limit: number) =>
  `You have reached your daily limit of ${limit} skips: finish this rental or choose an outcome`;

export const AddClientEmailInput = object({
  client_email: requiredEmail('Client Email'),
});
export type AddClientEmailInput = Infer<typeof AddClientEmailInput>;

export const NumberSearchInput = object({ number: phoneNumber() });

/**
 * POST /dataPicker/generate-first-sms: the names the template takes, and the lead the text is for
 * (`rentalId`; without it, the lead the picker holds), refused when its number is on the
 * do-not-contact list (docs/rules/do-not-contact.md#d5.13).
 */
export const FirstSmsInput = object({
  ptw_name: requiredText('Your name', FIELD_MAX.name),
  client_name: requiredText(LEAD_FIELDS.client_name.label, LEAD_FIELDS.client_name.max),
  rentalId: optional(optionalText('Rental', 64)),
});
export type FirstSmsInput = Infer<typeof FirstSmsInput>;

/*
 * What a picker may see and change of a lead it finds by number (Make Invalid, Add Only Email;
 * docs/decisions.md#p52). The pool is global for claiming, not for other people's finished work: full details
 * only of leads the picker claimed itself, a lead nobody claimed yet as a pool picker reads it
 * (docs/rules/leads.md#d5.16), and a refusal naming the reason for a lead someone else claimed.
 */

/** Add Only Email on a lead the picker did not fetch (403). */
export const NOT_YOUR_RENTAL = 'You can only change a rental you fetched';
/** A lead another picker holds and has not finished yet (409). */
export const HELD_BY_ANOTHER = 'Another picker is working on this rental';
/** A lead someone else claimed and finished, or an admin bypassed (403). */
export const FINISHED_BY_ANOTHER = 'Someone else already finished this rental';
/** Make Invalid on a lead with a deal, whatever its status (409). */
export const HAS_DEAL = 'A rental with a deal cannot be made invalid';

/** Whether `lead` is one `userId` fetched: the one lead a picker may change and read in full. */
export const claimedBy = (lead: Pick<Rental, 'fetcherId'>, userId: string | null | undefined): boolean =>
  lead.fetcherId !== null && lead.fetcherId === userId;
