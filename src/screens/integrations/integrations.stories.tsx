import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { users } from '../../../.storybook/fixtures';
import { fail, type MockRequest, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { expectToast } from '../../../.storybook/toasts';
import { apiKeysApi, peopleLookups, webhooksApi } from '../../contract';
import { created, everyGroupsKeys, groupKeys } from './integrations.fixtures';
import { IntegrationsScreen } from './integrations-screen';

const LIST = on(apiKeysApi.list);
const CREATE = on(apiKeysApi.create);
const ADMINS = on(peopleLookups.adminChoices);

const meta = {
  title: 'Setup/Integrations',
  component: IntegrationsScreen,
  args: { emit: fn() },
  parameters: {
    element: 'rl-integrations',
    user: users.admin,
    // The webhooks part below the keys has stories of its own (src/screen-parts/webhooks): none here.
    api: { [LIST]: ok(groupKeys), [on(webhooksApi.list)]: ok([]) },
  },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof IntegrationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const listCalls = () =>
  apiCalls.filter((call) => call.method === 'GET' && call.path === apiKeysApi.list.path);
const writes = () => apiCalls.filter((call) => call.method !== 'GET');
const dialog = async (canvas: Canvas, name: string) => within(await canvas.findByRole('dialog', { name }));
const cells = (canvas: Canvas, row: number) =>
  within(canvas.getAllByRole('row')[row]!)
    .getAllByRole('cell')
    .map((td) => td.textContent);

export const Loading: Story = {
  parameters: { api: { [LIST]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Integrations' })).toBeVisible();
    // The webhooks part below says its own state beside it.
    await expect(canvas.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Loading the API keys…',
    );
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { api: { [LIST]: fail(500, 'The keys are unavailable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The keys are unavailable');
    const before = listCalls().length;
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(listCalls()).toHaveLength(before + 1));
  },
};

export const Empty: Story = {
  parameters: { api: { [LIST]: ok([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No API keys yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Create key' })).toBeEnabled();
  },
};

/** An admin's group's keys: scopes in words, last use or Never, a revoked key without Revoke. */
export const AsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Scopes',
      'Created by',
      'Expires',
      'Last use',
      'Status',
      'Actions',
    ]);
    await expect(cells(canvas, 2).slice(0, 2)).toEqual([
      'Reports dashboard (rlk_9f8e7d6c5b4a…)',
      'Read reports, Read deals',
    ]);
    await expect(cells(canvas, 2)[4]).toBe('Never');
    await expect(cells(canvas, 3)[5]).toBe('Revoked');
    await expect(canvas.getByRole('button', { name: 'Revoke Website form' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Revoke Old scraper' })).toBeNull();
  },
};

/** The super-admin's keys span groups: a Group column. */
export const AsSuperAdmin: Story = {
  parameters: { user: users.superAdmin, api: { [LIST]: ok(everyGroupsKeys) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await expect(canvas.getByRole('columnheader', { name: 'Group' })).toBeVisible();
    // Alma's key: her group, made by her.
    await expect(cells(canvas, 4).slice(2, 4)).toEqual(['Alma Admin', 'Alma Admin']);
  },
};

/** A creator never sees the screen (the server refuses its calls too). */
export const ForCreator: Story = {
  parameters: { user: users.creator },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Integrations' })).toBeNull();
    await expect(listCalls()).toHaveLength(0);
  },
};

/** Create key: the form sends what was chosen, then the secret is shown once with Copy. */
export const CreateKey: Story = {
  parameters: {
    api: {
      [LIST]: ok(groupKeys),
      [CREATE]: ({ body }: MockRequest) => {
        const sent = body as { name: string };
        return ok({ ...created, key: { ...created.key, name: sent.name } }, 'API key created');
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create key' }));
    const form = await dialog(canvas, 'Create key');
    await userEvent.type(form.getByLabelText('Name'), 'Browser extension');
    await userEvent.click(form.getByRole('checkbox', { name: 'Create leads' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Read lead lists' }));
    await userEvent.selectOptions(form.getByLabelText('Expiry'), '30');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    const shown = await dialog(canvas, 'Your new API key');
    await expect(shown.getByText('Copy it now: you will not see it again.')).toBeVisible();
    await expect(shown.getByText(created.secret)).toBeVisible();
    await expect(writes().at(-1)?.body).toEqual({
      name: 'Browser extension',
      scopes: ['leads:create', 'leads:read'],
      expiresInDays: 30,
    });
    await userEvent.click(shown.getByRole('button', { name: 'Copy API key' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(created.secret);
    await expect(args.emit).toHaveBeenCalledWith('api-key-created', {
      id: 'ak-9',
      name: 'Browser extension',
    });
    await userEvent.click(shown.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(canvas.queryByText(created.secret)).toBeNull());
  },
};

/** A form missing its name and scopes says so under each and sends nothing. */
export const CreateKeyErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create key' }));
    const form = await dialog(canvas, 'Create key');
    const before = writes().length;
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(await form.findByText('Name is required')).toBeVisible();
    await expect(form.getByText('Choose at least one scope')).toBeVisible();
    await expect(writes()).toHaveLength(before);
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

/** The super-admin chooses the group the key acts in. */
export const CreateKeyForGroup: Story = {
  parameters: {
    user: users.superAdmin,
    api: {
      [LIST]: ok(everyGroupsKeys),
      [ADMINS]: ok([
        { _id: 'u-ad', name: 'Adam Admin', email: 'adam@rental-leads.test', contact: '+15075550100' },
        { _id: 'u-ad2', name: 'Alma Admin', email: 'alma@rental-leads.test', contact: '+15075550101' },
      ]),
      [CREATE]: ok(created, 'API key created'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create key' }));
    const form = await dialog(canvas, 'Create key');
    await userEvent.type(form.getByLabelText('Name'), 'Accounting');
    await userEvent.click(form.getByRole('checkbox', { name: 'Read deals' }));
    await form.findByRole('option', { name: 'Alma Admin' });
    await userEvent.selectOptions(form.getByLabelText('Group'), 'u-ad2');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await dialog(canvas, 'Your new API key');
    await expect(writes().at(-1)?.body).toEqual({
      name: 'Accounting',
      scopes: ['deals:read'],
      expiresInDays: 90,
      groupId: 'u-ad2',
    });
  },
};

/** Revoke asks first, naming the key, then says the server's words. */
export const Revoke: Story = {
  parameters: {
    api: {
      [LIST]: ok(groupKeys),
      [on(apiKeysApi.revoke, { id: 'ak-1' })]: ok(groupKeys[0], 'API key revoked'),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke Website form' }));
    const confirm = await dialog(canvas, 'Revoke API key');
    await expect(
      confirm.getByText(
        'Revoke "Website form"? Every tool using it is refused at once. This cannot be undone.',
      ),
    ).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Revoke' }));
    await expectToast('API key revoked');
    await expect(args.emit).toHaveBeenCalledWith('api-key-revoked', { id: 'ak-1', name: 'Website form' });
  },
};

/** A key revoked meanwhile: the dialog says the server's words and stays open. */
export const RevokeRefused: Story = {
  parameters: {
    api: {
      [LIST]: ok(groupKeys),
      [on(apiKeysApi.revoke, { id: 'ak-1' })]: fail(404, 'This API key does not exist or is already revoked'),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke Website form' }));
    const confirm = await dialog(canvas, 'Revoke API key');
    await userEvent.click(confirm.getByRole('button', { name: 'Revoke' }));
    await expect(await confirm.findByText('This API key does not exist or is already revoked')).toBeVisible();
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

/** The server's field refusal shows under its field, and the secret never shows. */
export const CreateKeyRefused: Story = {
  parameters: {
    api: {
      [LIST]: ok(groupKeys),
      [CREATE]: fail(400, 'Name is required', { errors: [{ path: 'name', message: 'Name is required' }] }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create key' }));
    const form = await dialog(canvas, 'Create key');
    await userEvent.type(form.getByLabelText('Name'), 'Scraper');
    await userEvent.click(form.getByRole('checkbox', { name: 'Read reports' }));
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(await form.findByText('Name is required')).toBeVisible();
    await expect(canvas.queryByRole('dialog', { name: 'Your new API key' })).toBeNull();
    await expect(args.emit).not.toHaveBeenCalled();
  },
};
