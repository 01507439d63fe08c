import { describe, expect, it } from 'vitest';
import { canSee, findRoute, homeOf, menuOf } from './routes';

const labels = (user: Parameters<typeof menuOf>[0]) => menuOf(user).map((r) => r.path);

describe('route table', () => {
  it('sends each role to its home, a team leader by assignment', () => {
    expect(homeOf({ role: 'data-picker' })).toBe('/data-picker/collect');
    expect(homeOf({ role: 'data-creator' })).toBe('/data-creator/create');
    expect(homeOf({ role: 'admin' })).toBe('/admin/create-teamLeader');
    expect(homeOf({ role: 'super-admin' })).toBe('/super-admin/operations');
    expect(homeOf({ role: 'team-leader', assignFor: 'rental-creator' })).toBe(
      '/team-leader/create-dataCreator',
    );
    expect(homeOf({ role: 'team-leader', assignFor: 'rental-picker' })).toBe(
      '/team-leader/create-dataPicker',
    );
    expect(homeOf(null)).toBe('/');
  });

  it('shows a creator-assigned leader only its kind and All Leads', () => {
    expect(labels({ role: 'team-leader', assignFor: 'rental-creator' })).toEqual([
      '/team-leader/create-dataCreator',
      '/team-leader/manage-dataCreators',
      '/team-leader/manage-by-creators',
      '/team-leader/reports',
    ]);
  });

  it('shows a picker-assigned leader the picker views', () => {
    expect(labels({ role: 'team-leader', assignFor: 'rental-picker' })).toEqual([
      '/team-leader/create-dataPicker',
      '/team-leader/manage-dataPickers',
      '/team-leader/manage-by-creators',
      '/team-leader/manage-by-pickers',
      '/team-leader/client-details',
      '/team-leader/manage-deal-closing',
      '/team-leader/operations',
      '/team-leader/reports',
    ]);
  });

  it('gives the creator bulk upload only with the permission', () => {
    expect(labels({ role: 'data-creator' })).toEqual(['/data-creator/create', '/data-creator/my-leads']);
    expect(labels({ role: 'data-creator', canBulkUpload: true })).toContain('/data-creator/upload-bulk');
  });

  it('holds every super-admin and admin route of the spec', () => {
    expect(labels({ role: 'super-admin' })).toHaveLength(23);
    expect(labels({ role: 'admin' })).toHaveLength(16);
  });

  it('gives Integrations to the super-admin and admins (docs/rules/screens.md#d2.9)', () => {
    for (const path of ['/super-admin/integrations', '/admin/integrations'])
      expect(findRoute(path)?.tag).toBe('rl-integrations');
    expect(labels({ role: 'team-leader', assignFor: 'rental-picker' })).not.toContain(
      '/team-leader/integrations',
    );
  });

  it('gives Client Data to the super-admin alone (docs/rules/client-data.md#d13.5)', () => {
    const screen = findRoute('/super-admin/client-data');
    expect(screen?.tag).toBe('rl-client-data');
    expect(screen?.label).toBe('Client Data');
    expect(labels({ role: 'admin' })).not.toContain('/admin/client-data');
    expect(screen && canSee(screen, { role: 'admin' })).toBe(false);
  });

  it('gives Message Templates to the super-admin and admins only (docs/rules/templates.md#d12.5)', () => {
    const editor = findRoute('/admin/message-templates');
    expect(editor?.tag).toBe('rl-message-templates');
    expect(editor?.label).toBe('Message Templates');
    expect(labels({ role: 'super-admin' })).toContain('/super-admin/message-templates');
    for (const assignFor of ['rental-picker', 'rental-creator'] as const)
      expect(labels({ role: 'team-leader', assignFor })).not.toContain('/team-leader/message-templates');
    expect(editor && canSee(editor, { role: 'data-picker' })).toBe(false);
  });

  it('gives the operations board to supervisors of pickers only', () => {
    expect(labels({ role: 'super-admin' })).toContain('/super-admin/operations');
    expect(labels({ role: 'admin' })).toContain('/admin/operations');
    expect(labels({ role: 'team-leader', assignFor: 'rental-picker' })).toContain('/team-leader/operations');
    const board = findRoute('/team-leader/operations');
    expect(board?.tag).toBe('rl-ops-board');
    expect(board?.label).toBe('Operations');
    expect(board && canSee(board, { role: 'team-leader', assignFor: 'rental-creator' })).toBe(false);
    expect(board && canSee(board, { role: 'data-picker' })).toBe(false);
  });

  it('gives the audit trail to the super-admin and admins only (docs/rules/audit.md#d10.3)', () => {
    const trail = findRoute('/admin/audit');
    expect(trail?.tag).toBe('rl-audit-log');
    expect(trail?.label).toBe('Audit Trail');
    expect(labels({ role: 'super-admin' })).toContain('/super-admin/audit');
    expect(labels({ role: 'admin' })).toContain('/admin/audit');
    expect(labels({ role: 'team-leader', assignFor: 'rental-picker' })).not.toContain('/team-leader/audit');
    expect(trail && canSee(trail, { role: 'team-leader', assignFor: 'rental-picker' })).toBe(false);
  });

  it('gives Do Not Contact to the super-admin and admins only (docs/rules/do-not-contact.md#d5.13)', () => {
    const list = findRoute('/super-admin/do-not-contact');
    expect(list?.tag).toBe('rl-do-not-contact');
    expect(list?.label).toBe('Do Not Contact');
    expect(labels({ role: 'admin' })).toContain('/admin/do-not-contact');
    for (const assignFor of ['rental-creator', 'rental-picker'] as const)
      expect(labels({ role: 'team-leader', assignFor })).not.toContain('/team-leader/do-not-contact');
    expect(labels({ role: 'data-creator', canBulkUpload: true })).not.toContain(
      '/data-creator/do-not-contact',
    );
    expect(labels({ role: 'data-picker' })).not.toContain('/data-picker/do-not-contact');
  });

  it('gives Reports to the super-admin, admins and leaders of both kinds', () => {
    const report = findRoute('/team-leader/reports');
    expect(report?.tag).toBe('rl-reports');
    expect(report?.label).toBe('Reports');
    expect(labels({ role: 'super-admin' })).toContain('/super-admin/reports');
    expect(labels({ role: 'admin' })).toContain('/admin/reports');
    expect(report && canSee(report, { role: 'team-leader', assignFor: 'rental-creator' })).toBe(true);
    expect(report && canSee(report, { role: 'team-leader', assignFor: 'rental-picker' })).toBe(true);
    expect(report && canSee(report, { role: 'data-picker' })).toBe(false);
    expect(report && canSee(report, { role: 'data-creator' })).toBe(false);
  });

  it('never lets a role see another group', () => {
    const route = findRoute('/super-admin/settings');
    expect(route && canSee(route, { role: 'admin' })).toBe(false);
    expect(route && canSee(route, { role: 'super-admin' })).toBe(true);
  });
});
