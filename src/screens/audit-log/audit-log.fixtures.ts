/**
 * Audit entries for the audit trail stories: one of every action as the server writes it (docs/rules/audit.md#d10.1),
 * pages of them, the Download's NDJSON body (contract audit.ts) and the people who acted in them.
 */
import type { MockAnswer, MockRequest } from '../../../.storybook/mock-api';
import { ok } from '../../../.storybook/mock-api';
import type { AuditAction, AuditActor, AuditEntry, ListResult } from '../../contract';

const adam = { _id: 'u-ad', name: 'Adam Admin', role: 'admin' as const };
const sofia = { _id: 'u-sa', name: 'Sofia Super', role: 'super-admin' as const };
const pete = { _id: 'pk-1', name: 'Pete Picker', role: 'data-picker' as const };
const cora = { _id: 'cr-1', name: 'Cora Creator', role: 'data-creator' as const };
/** Deleted after he made a number invalid (the entry `user-deleted`). */
const marco = { _id: 'pk-3', name: 'Marco Diaz', role: 'data-picker' as const };

const entry = (action: AuditAction, minute: number, change: Partial<AuditEntry>): AuditEntry => ({
  _id: `au-${action}`,
  // 9:MM AM in Panama on March 2, 2026, a minute apart, newest first.
  at: new Date(Date.UTC(2026, 2, 2, 14, 59 - minute)).toISOString(),
  action,
  actor: adam,
  target: { kind: 'user', id: 'pk-1', label: 'Pete Picker' },
  before: null,
  after: null,
  ip: null,
  adminId: 'u-ad',
  ...change,
});

/** One entry of every action, newest first. */
export const everyAction: AuditEntry[] = [
  entry('user-limit-changed', 0, { before: { pickLimit: 5 }, after: { pickLimit: 7 } }),
  entry('sign-in', 1, { target: { kind: 'user', id: 'u-ad', label: 'Adam Admin' }, ip: '203.0.113.7' }),
  entry('sign-in-failed', 2, {
    actor: null,
    target: { kind: 'user', id: null, label: 'nobody@rental-leads.test' },
    ip: '198.51.100.4',
    adminId: null,
  }),
  entry('sign-out', 3, { actor: pete }),
  entry('password-reset-asked', 4, { actor: null }),
  entry('password-reset-done', 5, { actor: pete }),
  entry('user-created', 6, {
    after: { role: 'data-picker', email: 'pete@rental-leads.test', adminId: 'u-ad', teamLeaderId: 'tl-2' },
  }),
  entry('user-bulk-upload-changed', 7, {
    actor: sofia,
    target: { kind: 'user', id: 'cr-1', label: 'Cora Creator' },
    before: { canBulkUpload: false },
    after: { canBulkUpload: true },
  }),
  entry('user-moved', 8, {
    before: { adminId: 'u-ad', admin: 'Adam Admin', teamLeaderId: 'tl-1', teamLeader: 'Clara Leader' },
    after: { adminId: 'u-ad', admin: 'Adam Admin', teamLeaderId: 'tl-2', teamLeader: 'Pablo Leader' },
  }),
  entry('user-deleted', 9, { target: { kind: 'user', id: 'pk-3', label: 'Marco Diaz' } }),
  entry('settings-changed', 10, {
    actor: sofia,
    target: { kind: 'settings', id: null, label: 'Fetching settings' },
    before: { isHoldEnabled: false, holdEnabledAt: null },
    after: { isHoldEnabled: true, holdEnabledAt: '2026-03-02T14:49:00.000Z' },
    adminId: null,
  }),
  entry('lead-made-invalid', 11, {
    actor: marco,
    target: { kind: 'lead', id: 'r-1', label: '+15075551234' },
    before: { number_status: null },
    after: { number_status: 'invalid' },
  }),
  entry('leads-uploaded', 12, {
    actor: cora,
    target: { kind: 'upload', id: null, label: 'march-leads.xlsx' },
    after: { source: 'bulk', inserted: 48, skipped: 2 },
  }),
  entry('leads-bypassed', 13, {
    actor: sofia,
    target: { kind: 'user', id: 'u-ad', label: 'Adam Admin' },
    after: { asked: 100, taken: 80 },
  }),
  entry('deal-closed', 14, {
    actor: pete,
    target: { kind: 'deal', id: 'd-1', label: '+15075550001' },
    after: { status: 'in-process', paymentMethod: 'trans-union' },
  }),
  entry('deal-status-changed', 15, {
    target: { kind: 'deal', id: 'd-1', label: '+15075550001' },
    before: { status: 'in-process' },
    after: { status: 'done' },
  }),
  entry('lead-released', 16, {
    target: { kind: 'lead', id: 'r-2', label: '+15075550002' },
    before: { heldBy: 'Pete Picker', heldById: 'pk-1' },
    after: { heldBy: null },
  }),
  entry('user-info-changed', 17, {
    before: { name: 'Pete Pickr', contact: '+15075550101' },
    after: { name: 'Pete Picker', contact: '+15075550199' },
  }),
  entry('lead-outcome', 18, {
    actor: pete,
    target: { kind: 'lead', id: 'r-3', label: '+15075550003' },
    after: { outcome: 'no-answer', attempt: 1, dueAt: '2026-03-02T16:40:00.000Z' },
  }),
  entry('lead-skipped', 19, {
    actor: pete,
    target: { kind: 'lead', id: 'r-4', label: '+15075550004' },
    after: { reason: 'language' },
  }),
  entry('template-created', 20, {
    target: { kind: 'template', id: 'tp-1', label: 'Welcome' },
    after: { name: 'Welcome', body: 'Hi {client_name}' },
  }),
  entry('template-changed', 21, {
    target: { kind: 'template', id: 'tp-1', label: 'Welcome' },
    before: { body: 'Hi {client_name}' },
    after: { body: 'Hello {client_name}' },
  }),
  entry('template-deleted', 22, {
    target: { kind: 'template', id: 'tp-1', label: 'Welcome' },
    before: { name: 'Welcome', body: 'Hello {client_name}' },
  }),
  entry('do-not-contact-added', 23, {
    target: { kind: 'number', id: 'dnc-1', label: '+15075550005' },
    after: { reason: 'The client asked us to stop', leadsEnded: 1 },
  }),
  entry('do-not-contact-uploaded', 24, {
    target: { kind: 'upload', id: null, label: 'registry.xlsx' },
    after: { inserted: 120, leadsEnded: 3 },
  }),
  entry('do-not-contact-removed', 25, {
    actor: sofia,
    target: { kind: 'number', id: 'dnc-2', label: '+15075550006' },
    before: { reason: 'Added by mistake' },
    after: { reason: null },
  }),
  entry('session-ended', 26, {
    after: { sessionId: 'se-1', browser: 'Safari on iOS', address: '198.51.100.23' },
  }),
  entry('client-data-erased', 27, {
    actor: sofia,
    target: { kind: 'client', id: null, label: 'Client' },
    after: {
      reason: 'The client asked under Law 81',
      leads: 1,
      deals: 1,
      images: 1,
      messages: 2,
      addedToDoNotContact: 1,
    },
    adminId: null,
  }),
  entry('client-data-retention', 28, {
    actor: null,
    target: { kind: 'client', id: null, label: 'Retention' },
    after: { retentionMonths: 6, leads: 40, deals: 2, images: 2, messages: 0 },
    adminId: null,
  }),
  entry('two-factor-enabled', 29, { ip: '203.0.113.7' }),
  entry('two-factor-codes-renewed', 30, { ip: '203.0.113.7' }),
  entry('two-factor-disabled', 31, { ip: '203.0.113.7' }),
  entry('two-factor-reset', 32, { actor: sofia, adminId: 'u-ad' }),
  entry('import-reverted', 33, {
    actor: cora,
    target: { kind: 'upload', id: 'imp-1', label: 'march-leads.xlsx' },
    after: { removed: 45, kept: 3 },
  }),
  entry('leads-merged', 34, {
    target: { kind: 'lead', id: 'r-1', label: '+15075551234' },
    before: { mergedId: 'r-2', mergedNumber: '+15075559876' },
    after: { keptId: 'r-1', pickingMoved: false },
  }),
  entry('import-previewed', 35, {
    actor: cora,
    target: { kind: 'upload', id: null, label: 'april-leads.xlsx' },
    after: { numbersLookedUp: 1250 },
  }),
  entry('password-changed', 36, { actor: pete, ip: '203.0.113.7' }),
  entry('lead-corrected', 37, {
    actor: cora,
    target: { kind: 'lead', id: 'r-3', label: '+15075550142' },
    before: { client_name: 'Maria', number: '+15075550141' },
    after: { client_name: 'Maria Lopez', number: '+15075550142' },
  }),
  entry('api-key-created', 38, {
    actor: adam,
    target: { kind: 'api-key', id: 'ak-1', label: 'Website form' },
    after: { scopes: 'leads:create, leads:read', expiresAt: '2026-12-25T15:00:00.000Z' },
  }),
  entry('api-key-revoked', 39, {
    actor: adam,
    target: { kind: 'api-key', id: 'ak-1', label: 'Website form' },
  }),
  entry('webhook-disabled', 40, {
    actor: null,
    target: { kind: 'webhook', id: 'wh-1', label: 'https://sheets.example.com/hooks/leads' },
    after: { event: 'lead.created', responseCode: 503, attempts: 20 },
  }),
];

/** The list's answer: `result` and its count for pages of `limit`. */
export const auditPage = (
  result: AuditEntry[],
  total = result.length,
  limit = 20,
): ListResult<AuditEntry> => ({
  result,
  countInfo: { total, totalPage: Math.ceil(total / limit) },
});

/** Answers the list as the server filters it: by action and person, the asked page and size. */
export const filteredPages =
  (all: AuditEntry[]) =>
  ({ query }: MockRequest): MockAnswer => {
    const action = query.get('action');
    const actorId = query.get('actorId');
    const limit = Number(query.get('limit') ?? 20);
    const start = (Number(query.get('page') ?? 1) - 1) * limit;
    const matching = all.filter(
      (e) => (!action || e.action === action) && (!actorId || e.actor?._id === actorId),
    );
    return ok(auditPage(matching.slice(start, start + limit), matching.length, limit));
  };

/** The Download's body for `all`: its head, one entry per line, its end line. */
export const auditExportOf = (all: AuditEntry[]) => (): MockAnswer => ({
  body: new ReadableStream<Uint8Array>({
    start(controller) {
      const lines = [{ total: all.length }, ...all, { rows: all.length }].map((l) => JSON.stringify(l));
      controller.enqueue(new TextEncoder().encode(`${lines.join('\n')}\n`));
      controller.close();
    },
  }),
});

const present = (actor: Omit<AuditActor, 'deleted'>): AuditActor => ({ ...actor, deleted: false });

/** GET /audit/actors for Adam Admin: who acted in his group's entries, by name, the super-admin too. */
export const groupActors: AuditActor[] = [
  present(adam),
  present(cora),
  { ...marco, deleted: true },
  present(pete),
  present(sofia),
];

/** GET /audit/actors for the super-admin: every group's, and its own. */
export const everyActor: AuditActor[] = [
  present(adam),
  present({ _id: 'ad-2', name: 'Alma Ortiz', role: 'admin' }),
  present({ _id: 'tl-1', name: 'Clara Leader', role: 'team-leader' }),
  ...groupActors.slice(1),
];
