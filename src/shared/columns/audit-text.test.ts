/** An entry's words: each action's label, and what changed as a reader says it (rule D10.1). */
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../contract';
import { ACTION_LABELS, changeText, targetText, valuesText } from './audit-text';

const change = (partial: Partial<Parameters<typeof changeText>[0]>) =>
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
    expect(change({ before: { pickLimit: 5 }, after: { pickLimit: 7 } })).toBe('limit: 5 → 7');
    expect(change({ before: { canBulkUpload: false }, after: { canBulkUpload: true } })).toBe(
      'bulk upload: no → yes',
    );
    expect(change({ before: { number_status: null }, after: { number_status: 'invalid' } })).toBe(
      'number status: none → invalid',
    );
  });

  it('leaves out ids, which the entry names beside them', () => {
    expect(
      change({
        before: { adminId: 'a1', admin: 'Adam', teamLeaderId: 't1', teamLeader: 'Clara' },
        after: { adminId: 'a1', admin: 'Adam', teamLeaderId: 't2', teamLeader: 'Pablo' },
      }),
    ).toBe('admin: Adam → Adam, team leader: Clara → Pablo');
    expect(change({ before: { heldBy: 'Pete', heldById: 'p1' }, after: { heldBy: null } })).toBe(
      'held by: Pete → none',
    );
    expect(change({ action: 'user-deleted', before: null, after: { moveStaffTo: 'tl-9' } })).toBe('-');
  });

  it('lists what was made when nothing came before', () => {
    expect(change({ action: 'leads-bypassed', after: { asked: 100, taken: 80 } })).toBe(
      'asked: 100, taken: 80',
    );
    expect(change({ action: 'password-reset-done' })).toBe('-');
  });

  it('shows a sign-in’s address instead', () => {
    expect(change({ action: 'sign-in', ip: '203.0.113.7' })).toBe('203.0.113.7');
    expect(change({ action: 'sign-in-failed', ip: null })).toBe('-');
  });

  it('writes one side alone for the Download’s Before and After', () => {
    expect(valuesText({ pickLimit: 5 })).toBe('limit: 5');
    expect(valuesText({ delayTime: 3, holdEnabledAt: '2026-03-02T14:49:00.000Z' })).toBe(
      'delay time: 3, hold enabled at: 03/02/2026, 9:49 AM',
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
