/**
 * What the super-admin's and the supervisors' calls answer: the settings (docs/rules/settings.md), the
 * board (docs/rules/operations.md), the audit trail (docs/rules/audit.md), the reports
 * (docs/rules/reports.md), the templates (docs/rules/templates.md), the do-not-contact list
 * (docs/rules/do-not-contact.md), a client's data (docs/rules/client-data.md), uploads
 * (docs/rules/uploads.md) and the creators' messages (docs/rules/messages.md).
 */
import { array, assign, boolean, nullable, number, object, record, string, unknown } from 'superstruct';
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS } from '../audit';
import { SYSTEM_REASON_CODES } from '../do-not-contact';
import {
  auditApi,
  clientDataApi,
  doNotContactApi,
  messagesApi,
  openapiApi,
  operationsApi,
  reportsApi,
  settingsApi,
  templatesApi,
  uploadsApi,
} from '../endpoints';
import { LEADS_TYPES, ROLES } from '../enums';
import { LEAD_FIELD_NAMES } from '../lead-fields';
import { LEAD_EXPORT_TYPE } from '../lead-lists-export';
import { SKIP_REASONS } from '../lead-outcomes';
import { PICKER_STATES } from '../operations';
import { RECORDED_OUTCOMES } from '../outcome-counts';
import { TWO_FACTOR_REQUIRED_FOR } from '../two-factor-setting';
import { closedRental } from './deals';
import { rental } from './lead';
import {
  type Answer,
  countsOf,
  file,
  json,
  listOf,
  maybeText,
  named,
  nullValue,
  oneOf,
  person,
  someOf,
} from './shapes';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const settings = named(
  'Settings',
  object({
    delayTime: number(),
    isDelayEnabled: boolean(),
    holdTime: number(),
    isHoldEnabled: boolean(),
    holdEnabledAt: maybeText(),
    leadsType: oneOf(LEADS_TYPES),
    releaseAfter: number(),
    noAnswerRetryMinutes: number(),
    maxAttempts: number(),
    callbackGraceMinutes: number(),
    skipLimit: number(),
    retentionMonths: number(),
    freshHours: number(),
    staleDays: number(),
    twoFactorRequiredFor: oneOf(TWO_FACTOR_REQUIRED_FOR),
  }),
);

const outcomes = countsOf(RECORDED_OUTCOMES);

const board = object({
  header: object({
    poolLeft: number(),
    heldNow: number(),
    finishedToday: number(),
    hold: object({ on: boolean(), until: maybeText() }),
    adminCap: nullable(object({ used: number(), limit: number() })),
    poolAges: object({
      underOneDay: number(),
      oneToTwoDays: number(),
      twoToSevenDays: number(),
      overSevenDays: number(),
    }),
  }),
  pickers: array(
    object({
      _id: string(),
      name: string(),
      email: string(),
      team_leader_id: maybeText(),
      team_leader_name: maybeText(),
      state: oneOf(PICKER_STATES),
      holding: nullable(object({ rentalId: string(), number: string(), since: string() })),
      lastFinishAt: maybeText(),
      online: boolean(),
      picksToday: number(),
      limit: number(),
      validToday: number(),
      invalidToday: number(),
      outcomesToday: outcomes,
      skipsToday: number(),
      lastSkip: nullable(object({ reason: oneOf(SKIP_REASONS), note: maybeText(), at: string() })),
      dealsToday: number(),
    }),
  ),
  at: string(),
});

const auditValues = nullable(record(string(), unknown()));
const auditEntry = named(
  'AuditEntry',
  object({
    _id: string(),
    at: string(),
    action: oneOf(AUDIT_ACTIONS),
    actor: nullable(object({ _id: string(), name: string(), role: oneOf(ROLES) })),
    target: nullable(object({ kind: oneOf(AUDIT_TARGET_KINDS), id: maybeText(), label: string() })),
    before: auditValues,
    after: auditValues,
    ip: maybeText(),
    adminId: maybeText(),
  }),
);

const figures = object({
  leadsCreated: number(),
  leadsFinished: number(),
  finishedValid: number(),
  finishedInvalid: number(),
  dealsInProcess: number(),
  dealsDone: number(),
  dealsFailed: number(),
  conversion: nullable(number()),
  outcomes,
  skips: number(),
});
const talk = { calls: number(), talkSeconds: number() };
const freshness = {
  leads: number(),
  called: number(),
  medianMinutes: nullable(number()),
  freshShare: nullable(number()),
};
const report = object({
  startDate: string(),
  endDate: string(),
  sides: array(oneOf(['creators', 'pickers'])),
  days: array(assign(figures, object({ day: string() }))),
  totals: figures,
  creators: array(
    object({
      _id: string(),
      name: string(),
      leadsCreated: number(),
      leadsInvalid: number(),
      invalidRate: nullable(number()),
      deals: number(),
    }),
  ),
  pickers: array(
    object({
      _id: string(),
      name: string(),
      leadsFinished: number(),
      invalidMarked: number(),
      deals: number(),
      dealsDone: number(),
      doneRate: nullable(number()),
      medianHeldMinutes: nullable(number()),
      outcomes,
      skips: number(),
    }),
  ),
  calls: nullable(
    object({
      days: array(object({ day: string(), ...talk })),
      pickers: array(object({ _id: string(), name: string(), ...talk })),
      attempts: array(object({ attempts: number(), leads: number() })),
      totals: object({ ...talk, leads: number() }),
    }),
  ),
  freshness: object({
    freshHours: number(),
    days: array(object({ day: string(), ...freshness })),
    totals: object(freshness),
    creators: array(object({ _id: string(), name: string(), ...freshness })),
    pickers: array(object({ _id: string(), name: string(), ...freshness })),
  }),
});

const template = named(
  'MessageTemplate',
  object({
    _id: string(),
    name: string(),
    body: string(),
    group: nullable(person),
    updatedAt: string(),
    updatedBy: nullable(person),
  }),
);

const doNotContactEntry = object({
  _id: string(),
  number: string(),
  reason: string(),
  reasonCode: nullable(oneOf(SYSTEM_REASON_CODES)),
  addedBy: person,
  addedAt: string(),
});

const clientMessage = object({
  _id: string(),
  createdAt: string(),
  rentalId: maybeText(),
  message: string(),
  from: person,
  to: person,
});

const uploadResult = object({
  inserted: number(),
  skipped: array(assign(someOf(LEAD_FIELD_NAMES, string()), object({ row: number(), reason: string() }))),
});

const revertResult = { removed: number(), kept: number() };

const creatorMessage = object({
  _id: string(),
  message: string(),
  createdAt: string(),
  read: boolean(),
  picker: person,
  sender: person,
  rental: nullable(object({ _id: string(), number: string(), client_name: string() })),
});

export const ADMIN_ANSWERS: [string, Answer][] = [
  json(settingsApi.get, settings),
  json(settingsApi.update, settings),
  json(operationsApi.board, board),
  json(operationsApi.release, nullValue),
  json(auditApi.list, listOf(auditEntry)),
  file(auditApi.export, [LEAD_EXPORT_TYPE]),
  json(
    auditApi.actors,
    array(object({ _id: string(), name: string(), role: oneOf(ROLES), deleted: boolean() })),
  ),
  json(reportsApi.report, report),
  json(templatesApi.list, array(template)),
  json(templatesApi.create, template),
  json(templatesApi.update, template),
  json(templatesApi.remove, nullValue),
  json(templatesApi.forPicker, array(template)),
  json(doNotContactApi.list, listOf(doNotContactEntry)),
  json(doNotContactApi.add, object({ entry: doNotContactEntry, leadsEnded: number() })),
  json(
    doNotContactApi.addFromFile,
    object({
      inserted: number(),
      leadsEnded: number(),
      skipped: array(object({ row: number(), number: string(), reason: string() })),
    }),
  ),
  json(doNotContactApi.remove, nullValue),
  json(
    clientDataApi.find,
    object({
      leads: array(rental),
      deals: array(closedRental),
      messages: array(clientMessage),
      audit: array(auditEntry),
    }),
  ),
  file(clientDataApi.export, ['application/json', XLSX_TYPE]),
  json(
    clientDataApi.erase,
    object({
      leads: number(),
      deals: number(),
      images: number(),
      messages: number(),
      addedToDoNotContact: number(),
    }),
  ),
  json(uploadsApi.importLeads, uploadResult),
  json(uploadsApi.importToPool, uploadResult),
  json(
    uploadsApi.previewImport,
    object({
      headers: array(string()),
      mapping: someOf(LEAD_FIELD_NAMES, number()),
      missing: array(oneOf(LEAD_FIELD_NAMES)),
      rows: array(object({ row: number(), cells: array(string()) })),
      insert: number(),
      skip: number(),
      reasons: array(object({ reason: string(), count: number(), rows: array(number()) })),
    }),
  ),
  json(
    uploadsApi.listImports,
    listOf(
      object({
        _id: string(),
        uploadedBy: person,
        uploadedAt: string(),
        fileName: string(),
        source: oneOf(['bulk', 'for-use']),
        inserted: number(),
        skipped: number(),
        reverted: nullable(object({ ...revertResult, at: string(), by: person })),
      }),
    ),
  ),
  json(uploadsApi.revertImport, object(revertResult)),
  file(uploadsApi.takeFromPool, [XLSX_TYPE]),
  file(openapiApi.document, ['application/json']),
  json(messagesApi.send, creatorMessage),
  json(messagesApi.list, object({ _id: string(), messages: array(creatorMessage), unread: number() })),
  json(messagesApi.markRead, object({ unread: number() })),
];
