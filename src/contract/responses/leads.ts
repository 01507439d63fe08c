/** What the leads area's calls answer (docs/rules/leads.md, docs/rules/claiming.md): a lead, a claim, a finish, a skip. */
import { array, boolean, nullable, number, object, string } from 'superstruct';
import { CALL_CHANNELS, CALL_OUTCOMES } from '../calls';
import {
  callsApi,
  leadCorrectionsApi,
  leadMergeApi,
  leadsApi,
  leadThreadApi,
  postCheckApi,
  postExtractApi,
} from '../endpoints';
import { ROLES } from '../enums';
import { LEAD_FIELD_NAMES } from '../lead-fields';
import { CALLBACK_FOR } from '../lead-outcomes';
import { RECORDED_OUTCOMES } from '../outcome-counts';
import { POST_FIELDS } from '../post-extract';
import { rental } from './lead';
import {
  type Answer,
  anyOf,
  json,
  literal,
  maybeText,
  named,
  nullValue,
  oneOf,
  person,
  someOf,
} from './shapes';

const claimResult = object({
  rental,
  delayTime: number(),
  isDelayEnabled: boolean(),
  todayPicked: number(),
  limit: number(),
});

const callRecord = named(
  'CallRecord',
  object({
    _id: string(),
    rentalId: string(),
    picker: person,
    channel: oneOf(CALL_CHANNELS),
    startedAt: string(),
    returnedAt: maybeText(),
    durationSeconds: nullable(number()),
    outcome: nullable(oneOf(CALL_OUTCOMES)),
  }),
);

const threadMessage = object({
  _id: string(),
  message: string(),
  createdAt: string(),
  sender: object({ _id: string(), name: string(), role: oneOf(ROLES) }),
});

const postCheckFinding = anyOf([
  object({ state: literal('exists'), creatorName: maybeText(), createdAt: string() }),
  object({ state: literal('listed') }),
  nullValue,
]);

export const LEADS_ANSWERS: [string, Answer][] = [
  json(leadsApi.create, rental),
  json(leadsApi.claim, claimResult),
  json(leadsApi.desk, object({ rental: nullable(rental), pausedUntil: maybeText(), waitSeconds: number() })),
  json(
    leadsApi.myCallbacks,
    array(
      object({
        _id: string(),
        number: string(),
        client_name: maybeText(),
        dueAt: string(),
        due: boolean(),
        lateAt: string(),
        note: maybeText(),
        attempts: number(),
      }),
    ),
  ),
  json(leadsApi.openCallback, claimResult),
  json(
    leadsApi.finish,
    object({
      rental,
      waitSeconds: number(),
      outcome: nullable(oneOf(RECORDED_OUTCOMES)),
      attempts: number(),
      dueAt: maybeText(),
      maxAttempts: number(),
      retryMinutes: number(),
      callbackFor: nullable(oneOf(CALLBACK_FOR)),
    }),
  ),
  json(leadsApi.skip, object({ rental, skipsToday: number(), skipLimit: number(), waitSeconds: number() })),
  json(leadsApi.search, rental),
  json(leadsApi.getClaimed, rental),
  json(leadsApi.makeInvalid, rental),
  json(leadsApi.addClientEmail, rental),
  json(leadsApi.firstSms, string()),
  json(leadMergeApi.merge, object({ keptId: string(), mergedId: string() })),
  json(leadCorrectionsApi.correct, rental),
  json(leadCorrectionsApi.propose, object({ _id: string() })),
  json(
    leadCorrectionsApi.proposals,
    array(
      object({
        _id: string(),
        rentalId: string(),
        number: string(),
        proposedBy: string(),
        changes: array(object({ field: oneOf(LEAD_FIELD_NAMES), from: maybeText(), to: maybeText() })),
        createdAt: string(),
      }),
    ),
  ),
  json(leadCorrectionsApi.accept, rental),
  json(leadCorrectionsApi.decline, nullValue),
  json(
    leadThreadApi.read,
    object({
      rental: object({ _id: string(), number: string(), client_name: string() }),
      creator: nullable(person),
      picker: nullable(person),
      messages: array(threadMessage),
    }),
  ),
  json(leadThreadApi.reply, threadMessage),
  json(callsApi.start, callRecord),
  json(callsApi.finish, callRecord),
  json(
    callsApi.list,
    object({ rental: object({ _id: string(), number: string() }), calls: array(callRecord) }),
  ),
  json(postCheckApi.check, object({ number: postCheckFinding, post_link: postCheckFinding })),
  json(
    postExtractApi.extract,
    object({
      fields: object({
        number: maybeText(),
        numbers: array(string()),
        rent: maybeText(),
        houseApt_details: maybeText(),
        address: maybeText(),
        client_name: maybeText(),
        post_link: maybeText(),
      }),
      sources: someOf(POST_FIELDS, string()),
    }),
  ),
];
