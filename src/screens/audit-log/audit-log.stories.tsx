import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { captureDownloads, downloads, readWorkbook } from '../../../.storybook/downloads';
import { users } from '../../../.storybook/fixtures';
import { fail, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { expectToast } from '../../../.storybook/toasts';
import { atViewport } from '../../../.storybook/viewports';
import { AUDIT_ACTIONS, auditApi, peopleApi } from '../../contract';
import { ACTION_LABELS } from '../../screen-parts/columns/audit-text';
import { adminChoices, enabledGroup } from '../../screen-parts/group-filter/group-filter.fixtures';
import {
  auditExportOf,
  auditPage,
  everyAction,
  everyActor,
  filteredPages,
  groupActors,
} from './audit-log.fixtures';
import { AuditLogScreen } from './audit-log-screen';

const LIST = on(auditApi.list);
const EXPORT = on(auditApi.export);
const ACTORS = on(auditApi.actors);

/** Who acted in the admin's group, for the Person filter, and the super-admin's Group choices. */
const PEOPLE = { [ACTORS]: ok(groupActors), [on(peopleApi.adminChoices)]: ok(adminChoices) };

const meta = {
  title: 'Audit/Audit Trail',
  component: AuditLogScreen,
  parameters: {
    element: 'rl-audit-log',
    user: users.admin,
    api: { ...PEOPLE, [LIST]: filteredPages(everyAction), [EXPORT]: auditExportOf(everyAction) },
  },
  beforeEach: captureDownloads,
} satisfies Meta<typeof AuditLogScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const listCalls = () => apiCalls.filter((call) => call.path === auditApi.list.path);
const exportCalls = () => apiCalls.filter((call) => call.path === auditApi.export.path);
const actorCalls = () => apiCalls.filter((call) => call.path === auditApi.actors.path);

const cellsOf = (canvas: Canvas, action: string) =>
  within(canvas.getByRole('row', { name: new RegExp(action) }))
    .getAllByRole('cell')
    .map((td) => td.textContent);

const optionsOf = (canvas: Canvas, label: string) =>
  within(canvas.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Waits until the Person filter holds the people who acted. */
const peopleLoaded = (canvas: Canvas) => waitFor(() => expect(canvas.getByLabelText('Person')).toBeEnabled());

export const Loading: Story = {
  parameters: { api: { ...PEOPLE, [LIST]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Audit Trail' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the audit trail…');
    await expect(canvas.getByRole('table', { name: 'Audit Trail' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Total: …')).toBeVisible();
  },
};

export const PeopleLoading: Story = {
  parameters: { api: { ...PEOPLE, [ACTORS]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The trail does not wait for the people: only the Person filter does.
    await canvas.findByText('Totals: 41');
    await expect(canvas.getByLabelText('Person')).toBeDisabled();
    await expect(canvas.getByLabelText('Person')).toHaveDisplayValue('Loading people…');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { api: { ...PEOPLE, [LIST]: fail(500, 'The audit trail is unavailable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The audit trail is unavailable');
    await expect(canvas.queryByRole('table')).toBeNull();
    const before = listCalls().length;
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(listCalls()).toHaveLength(before + 1));
  },
};

export const Empty: Story = {
  parameters: { api: { ...PEOPLE, [LIST]: ok(auditPage([])) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data found.')).toBeVisible();
    await expect(canvas.getByText('Total: 0')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    // The list already says there is nothing: Download warns without asking the server.
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expectToast('No audit entries to download');
    await expect(exportCalls()).toHaveLength(0);
  },
};

/** A page holding one entry of every action, each with its label and its change in words. */
export const EveryAction: Story = {
  parameters: { api: { ...PEOPLE, [LIST]: ok(auditPage(everyAction)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 41');
    // One page of 50 holds them all.
    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '50');
    await canvas.findByRole('row', { name: /Do-not-contact removed/ });
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'When',
      'Who',
      'Action',
      'Target',
      'Change',
    ]);
    for (const action of AUDIT_ACTIONS)
      await expect(canvas.getByRole('row', { name: new RegExp(ACTION_LABELS[action]) })).toBeVisible();
    // An ended session names the device, not its id.
    await expect(cellsOf(canvas, 'Session ended').slice(2)).toEqual([
      'Session ended',
      'Pete Picker',
      'Browser: Safari on iOS, Address: 198.51.100.23',
    ]);
    // A corrected lead's fields by the create form's labels, old → new (docs/rules/leads.md#d5.21).
    await expect(cellsOf(canvas, 'Lead corrected').slice(3)).toEqual([
      '(507) 555-0142',
      'Client Name: Maria → Maria Lopez, Number: (507) 555-0141 → (507) 555-0142',
    ]);
    await expect(cellsOf(canvas, 'Limit changed')).toEqual([
      '03/02/2026, 9:59 AM',
      'Adam AdminAdmin',
      'Limit changed',
      'Pete Picker',
      'Limit: 5 → 7',
    ]);
    // A sign-in changes nothing: its address says where it came from, beside who it was.
    await expect(cellsOf(canvas, 'Failed sign-in')).toEqual([
      '03/02/2026, 9:57 AM',
      '-from 198.51.100.4',
      'Failed sign-in',
      'nobody@rental-leads.test',
      '-',
    ]);
    await expect(cellsOf(canvas, 'Signed in').slice(1)).toEqual([
      'Adam AdminAdminfrom 203.0.113.7',
      'Signed in',
      'Adam Admin',
      '-',
    ]);
    await expect(cellsOf(canvas, 'User moved')[4]).toBe(
      'Admin: Adam Admin → Adam Admin, Team leader: Clara Leader → Pablo Leader',
    );
    await expect(cellsOf(canvas, 'Bulk upload changed')[1]).toBe('Sofia SuperSuper Admin');
    await expect(cellsOf(canvas, 'Bulk upload changed')[4]).toBe('Bulk upload: no → yes');
    await expect(cellsOf(canvas, 'User created')[4]).toBe('Role: Data Picker, Email: pete@rental-leads.test');
    await expect(cellsOf(canvas, 'Leads uploaded')[4]).toBe(
      'Source: Bulk Rental Upload, Inserted: 48, Skipped: 2',
    );
    await expect(cellsOf(canvas, 'Lead released')[4]).toBe('Held by: Pete Picker → none');
    await expect(cellsOf(canvas, 'Number made invalid').slice(3)).toEqual([
      '(507) 555-1234',
      'Number status: none → Invalid',
    ]);
    await expect(cellsOf(canvas, 'Settings changed')[4]).toBe(
      'Enable Hold: no → yes, Hold Enabled At: none → 03/02/2026, 9:49 AM',
    );
    await expect(cellsOf(canvas, 'Deal closed')[4]).toBe('Status: In Process, Payment method: TransUnion');
    await expect(cellsOf(canvas, 'Details changed')[4]).toBe(
      'Name: Pete Pickr → Pete Picker, Contact: (507) 555-0101 → (507) 555-0199',
    );
    await expect(cellsOf(canvas, 'User deleted')[4]).toBe('-');
    await expect(cellsOf(canvas, 'Template changed').slice(3)).toEqual([
      'Welcome',
      'Message: Hi {client_name} → Hello {client_name}',
    ]);
    await expect(cellsOf(canvas, 'Do-not-contact added').slice(3)).toEqual([
      '(507) 555-0005',
      'Reason: The client asked us to stop, Leads ended: 1',
    ]);
    await expect(cellsOf(canvas, 'Do-not-contact uploaded').slice(3)).toEqual([
      'registry.xlsx',
      'Inserted: 120, Leads ended: 3',
    ]);
    await expect(cellsOf(canvas, 'Do-not-contact removed').slice(3)).toEqual([
      '(507) 555-0006',
      'Reason: Added by mistake → none',
    ]);
  },
};

export const FilteredByAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 41');
    await expect(optionsOf(canvas, 'Action')).toEqual([
      'All actions',
      ...AUDIT_ACTIONS.map((action) => ACTION_LABELS[action]),
    ]);
    await userEvent.selectOptions(canvas.getByLabelText('Action'), 'Deal status changed');
    await canvas.findByText('Total: 1');
    await expect(listCalls().at(-1)?.query.get('action')).toBe('deal-status-changed');
    await expect(listCalls().at(-1)?.query.get('page')).toBe('1');
    await expect(cellsOf(canvas, 'Deal status changed')[4]).toBe('Status: In Process → Done');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const FilteredByPersonAndDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 41');
    await peopleLoaded(canvas);
    await userEvent.selectOptions(canvas.getByLabelText('Person'), 'Pete Picker (Data Picker)');
    await canvas.findByText('Totals: 6');
    await expect(listCalls().at(-1)?.query.get('actorId')).toBe('pk-1');
    await userEvent.type(canvas.getByLabelText('Start date'), '2026-03-01');
    await waitFor(() => expect(listCalls().at(-1)?.query.get('startDate')).toBe('2026-03-01'));
    await expect(listCalls().at(-1)?.query.get('actorId')).toBe('pk-1');
  },
};

/** A deleted person still acted: the filter offers it, marked, and finds its entries. */
export const FilteredByDeletedPerson: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 41');
    await peopleLoaded(canvas);
    await userEvent.selectOptions(canvas.getByLabelText('Person'), 'Marco Diaz (Data Picker, deleted)');
    await canvas.findByText('Total: 1');
    await expect(listCalls().at(-1)?.query.get('actorId')).toBe('pk-3');
    await expect(cellsOf(canvas, 'Number made invalid')[1]).toBe('Marco DiazData Picker');
  },
};

export const Download: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 41');
    // The file keeps the spec's name; the text beside the button says what it holds.
    await expect(canvas.getByRole('button', { name: 'Download' })).toHaveAccessibleDescription(
      'Downloads all 41 entries that match, every page, with every column.',
    );
    await userEvent.selectOptions(canvas.getByLabelText('Action'), 'Limit changed');
    await canvas.findByText('Total: 1');
    await expect(canvas.getByRole('button', { name: 'Download' })).toHaveAccessibleDescription(
      'Downloads the 1 entry that matches, with every column.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expectToast('Download started');
    // Every match in one request, with the screen's filters and no page.
    await expect(Object.fromEntries(exportCalls()[0]!.query)).toEqual({ action: 'user-limit-changed' });
    const [file] = downloads;
    await expect(file?.name).toMatch(/^audit_\d+\.xlsx$/);
    const sheets = await readWorkbook(file!);
    await expect(Object.keys(sheets)).toEqual(['Audit']);
    const rows = sheets.Audit!;
    await expect(rows[0]).toEqual(['When', 'Who', 'Role', 'Action', 'Target', 'Before', 'After', 'Address']);
    await expect(rows[1]).toEqual([
      '2026-03-02 09:59',
      'Adam Admin',
      'Admin',
      'Limit changed',
      'Pete Picker',
      'Limit: 5',
      'Limit: 7',
      '-',
    ]);
    await expect(rows[3]?.slice(0, 5)).toEqual([
      '2026-03-02 09:57',
      '-',
      '-',
      'Failed sign-in',
      'nobody@rental-leads.test',
    ]);
    await expect(rows[3]?.[7]).toBe('198.51.100.4');
    await expect(rows).toHaveLength(42);
  },
};

export const Downloading: Story = {
  parameters: { api: { ...PEOPLE, [LIST]: filteredPages(everyAction), [EXPORT]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 41');
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    const progress = await canvas.findByRole('progressbar', { name: 'Download progress' });
    await expect(progress).toHaveAttribute('aria-valuetext', 'Starting…');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeEnabled();
    await expect(downloads).toHaveLength(0);
  },
};

export const AsSuperAdmin: Story = {
  parameters: {
    user: users.superAdmin,
    api: {
      ...PEOPLE,
      [ACTORS]: ok(everyActor),
      [LIST]: filteredPages(everyAction),
      [EXPORT]: auditExportOf(everyAction),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 41');
    const group = await enabledGroup(canvas);
    await expect(optionsOf(canvas, 'Group')).toEqual([
      'All groups',
      'Adam Admin (adam@rental-leads.test)',
      'Alma Ortiz (alma@rental-leads.test)',
    ]);
    await peopleLoaded(canvas);
    // The super-admin acts too, and reads who acted in every group.
    const people = optionsOf(canvas, 'Person');
    await expect(people.slice(0, 2)).toEqual(['Everyone', 'Sofia Super (you)']);
    await expect(people).toContain('Alma Ortiz (Admin)');
    await expect(people).toContain('Clara Leader (Team Leader)');
    await expect(people).toContain('Cora Creator (Data Creator)');
    await expect(people).not.toContain('Sofia Super (Super Admin)');
    await expect(listCalls()[0]?.query.has('adminId')).toBe(false);
    await userEvent.selectOptions(group, 'Alma Ortiz (alma@rental-leads.test)');
    await waitFor(() => expect(listCalls().at(-1)?.query.get('adminId')).toBe('ad-2'));
    // The choices stay everyone's: a person chosen before the group is still offered.
    await expect(actorCalls().every((call) => !call.query.has('adminId'))).toBe(true);
  },
};

export const AsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Totals: 41');
    await expect(canvas.queryByLabelText('Group')).toBeNull();
    await peopleLoaded(canvas);
    // Who acted in the admin's group (the server keeps it to the group), by name, the admin first.
    await expect(optionsOf(canvas, 'Person')).toEqual([
      'Everyone',
      'Adam Admin (you)',
      'Cora Creator (Data Creator)',
      'Marco Diaz (Data Picker, deleted)',
      'Pete Picker (Data Picker)',
      'Sofia Super (Super Admin)',
    ]);
    await expect(actorCalls()).toHaveLength(1);
    await expect([...actorCalls()[0]!.query]).toEqual([]);
  },
};

export const PeopleUnavailable: Story = {
  parameters: {
    api: {
      ...PEOPLE,
      [ACTORS]: fail(500, 'People unavailable'),
      [LIST]: filteredPages(everyAction),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The trail still shows; only the others are missing from the choices, with a way to retry.
    await canvas.findByText('Totals: 41');
    await expect(await canvas.findByText('People unavailable')).toBeVisible();
    await expect(optionsOf(canvas, 'Person')).toEqual(['Everyone', 'Adam Admin (you)']);
    const before = actorCalls().length;
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(actorCalls()).toHaveLength(before + 1));
  },
};

export const NotAReader: Story = {
  parameters: { user: users.pickerLeader },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This list is not available to your account.');
    await expect(listCalls()).toHaveLength(0);
  },
};

export const Narrow: Story = atViewport('narrow', EveryAction);
export const Wide: Story = atViewport('wide', EveryAction);
