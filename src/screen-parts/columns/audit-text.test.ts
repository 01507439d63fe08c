/** An entry's words: each action's label, and what changed as a reader says it (docs/rules/audit.md#d10.1). */
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, type AuditEntry, DEFAULT_SETTINGS } from '../../contract';
import { loadCatalog, localize } from '../../contract/i18n';
import { loadPhone } from '../../lib/phone';
import { TRANSLATED } from '../../locales/translated';
import { ACTION_LABELS, changeText, fromText, targetText, valuesText, type Wording } from './audit-text';

// Numbers are written formatted, as a screen shows them once it asked for the metadata.
beforeAll(() => loadPhone());

type EntryPart = Pick<AuditEntry, 'action' | 'before' | 'after' | 'ip'>;
const change = (partial: Partial<EntryPart>) =>
  changeText({ action: 'user-limit-changed', before: null, after: null, ip: null, ...partial });

describe('action labels', () => {
  it('names every action once, in words', () => {
    expect(ACTION_LABELS['user-limit-changed']).toBe('Limit changed');
    expect(ACTION_LABELS['sign-in-failed']).toBe('Failed sign-in');
    const labels = AUDIT_ACTIONS.map((action) => ACTION_LABELS[action]);
    expect(new Set(labels).size).toBe(AUDIT_ACTIONS.length);
    for (const label of labels) expect(label).toMatch(/^[A-Z][a-z -]+$/);
  });
});

describe('the change', () => {
  it('reads a value that changed as before → after', () => {
    expect(change({ before: { pickLimit: 5 }, after: { pickLimit: 7 } })).toBe('Limit: 5 → 7');
    expect(change({ before: { canBulkUpload: false }, after: { canBulkUpload: true } })).toBe(
      'Bulk upload: no → yes',
    );
    expect(change({ before: { number_status: null }, after: { number_status: 'invalid' } })).toBe(
      'Number status: none → Invalid',
    );
  });

  it('says coded values in the words the screens use', () => {
    expect(change({ action: 'user-created', after: { role: 'data-picker', email: 'p@x.test' } })).toBe(
      'Role: Data Picker, Email: p@x.test',
    );
    expect(change({ before: { status: 'in-process' }, after: { status: 'failed' } })).toBe(
      'Status: In Process → Failed',
    );
    expect(
      change({ action: 'deal-closed', after: { status: 'in-process', paymentMethod: 'identity-force' } }),
    ).toBe('Status: In Process, Payment method: IdentityForce');
    expect(change({ action: 'deal-closed', after: { paymentMethod: 'Zelle' } })).toBe(
      'Payment method: Zelle',
    );
    expect(change({ action: 'leads-uploaded', after: { source: 'for-use', inserted: 3 } })).toBe(
      'Source: Bulk Upload For Use, Inserted: 3',
    );
    expect(change({ before: { contact: '+15075550101' }, after: { contact: '+15075550199' } })).toBe(
      'Contact: (507) 555-0101 → (507) 555-0199',
    );
    expect(change({ before: { leadsType: 'random' }, after: { leadsType: 'oldest' } })).toBe(
      'Leads Type: Random → Oldest',
    );
    expect(
      change({
        action: 'lead-outcome',
        after: { outcome: 'callback', attempt: 1, dueAt: '2026-03-02T20:00:00.000Z', callbackFor: 'anyone' },
      }),
    ).toBe('Outcome: Call Back Later, Attempt: 1, Due: 03/02/2026, 3:00 PM, Callback for: Anyone on my team');
    expect(change({ action: 'lead-skipped', after: { reason: 'knows-client' } })).toBe(
      'Reason: I know the client',
    );
    expect(change({ before: { maxAttempts: 3 }, after: { maxAttempts: 4 } })).toBe(
      'Attempts per lead: 3 → 4',
    );
  });

  it('leaves out ids, which the entry names beside them', () => {
    expect(
      change({
        before: { adminId: 'a1', admin: 'Adam', teamLeaderId: 't1', teamLeader: 'Clara' },
        after: { adminId: 'a1', admin: 'Adam', teamLeaderId: 't2', teamLeader: 'Pablo' },
      }),
    ).toBe('Admin: Adam → Adam, Team leader: Clara → Pablo');
    expect(change({ before: { heldBy: 'Pete', heldById: 'p1' }, after: { heldBy: null } })).toBe(
      'Held by: Pete → none',
    );
    expect(change({ action: 'user-deleted', before: null, after: { moveStaffTo: 'tl-9' } })).toBe('-');
  });

  it('lists what was made when nothing came before', () => {
    expect(change({ action: 'leads-bypassed', after: { asked: 100, taken: 80 } })).toBe(
      'Asked: 100, Taken: 80',
    );
    expect(change({ action: 'password-reset-done' })).toBe('-');
  });

  it('keeps a sign-in’s address out of the change: it says where the request came from', () => {
    expect(change({ action: 'sign-in', ip: '203.0.113.7' })).toBe('-');
    expect(fromText({ ip: '203.0.113.7' })).toBe('from 203.0.113.7');
    expect(fromText({ ip: null })).toBeNull();
  });

  it('writes one side alone for the Download’s Before and After', () => {
    expect(valuesText({ pickLimit: 5 })).toBe('Limit: 5');
    expect(valuesText({ delayTime: 3, holdEnabledAt: '2026-03-02T14:49:00.000Z' })).toBe(
      'Delay Time (seconds): 3, Hold Enabled At: 03/02/2026, 9:49 AM',
    );
    expect(valuesText(null)).toBe('-');
  });
});

describe('the target', () => {
  it('shows a lead’s or a deal’s number formatted, any other label as it is', () => {
    expect(targetText({ target: { kind: 'deal', id: 'd-1', label: '+15075550103' } })).toBe('(507) 555-0103');
    expect(targetText({ target: { kind: 'user', id: 'u-1', label: 'Pete Picker' } })).toBe('Pete Picker');
    expect(targetText({ target: null })).toBe('-');
  });
});

describe('in Spanish', () => {
  const spanish: Wording = { say: (english) => localize('es', english), language: 'es' };
  const enSpanish = (partial: Partial<EntryPart>) =>
    changeText({ action: 'sign-in-failed', before: null, after: null, ip: null, ...partial }, spanish);

  beforeAll(() =>
    Promise.all((TRANSLATED['src/screens/audit-log'] ?? []).map((catalog) => loadCatalog(catalog, 'es'))),
  );

  it('says a sign-in through the provider, why it was refused and who ended a session', () => {
    expect(enSpanish({ after: { via: 'provider', reason: 'unknown-email' } })).toBe(
      'Vía: proveedor de inicio de sesión, Motivo: ninguna cuenta con ese correo',
    );
    expect(change({ action: 'sign-in-failed', after: { via: 'provider', reason: 'linked-elsewhere' } })).toBe(
      'Via: sign-in provider, Reason: linked to another account',
    );
    expect(
      enSpanish({ action: 'session-ended', after: { sessionId: 's-1', browser: 'Firefox', by: 'provider' } }),
    ).toBe('Navegador: Firefox, Por: proveedor de inicio de sesión');
  });

  it('names in Spanish every field the server records', () => {
    // The keys of every entry's before and after, as the services and SQL functions write them.
    const fields = [
      ...Object.keys(DEFAULT_SETTINGS),
      ...['address', 'admin', 'addedToDoNotContact', 'asked', 'attempt', 'body', 'browser', 'by'],
      ...['callbackFor', 'canBulkUpload', 'contact', 'deals', 'dueAt', 'email', 'heldBy', 'images'],
      ...['inserted', 'kept', 'leadsEnded', 'mergedNumber', 'messages', 'name', 'note', 'number_status'],
      ...['outcome', 'paymentMethod', 'pickingMoved', 'pickLimit', 'reason', 'removed', 'role', 'skipped'],
      ...['source', 'status', 'taken', 'teamLeader', 'via'],
    ];
    const untranslated = fields.filter((field) => {
      const said = (wording?: Wording) => valuesText({ [field]: 1 }, wording).split(':')[0];
      // "Leads" is the same word in both (docs/rules/language.md#d14.7).
      return said(spanish) === said() && said() !== 'Leads';
    });
    expect(untranslated).toEqual([]);
  });
});
