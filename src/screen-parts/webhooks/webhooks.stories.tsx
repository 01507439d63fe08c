import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { users } from '../../../.storybook/fixtures';
import { fail, type MockRequest, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { expectToast } from '../../../.storybook/toasts';
import { PRIVATE_WEBHOOK_ADDRESS, peopleApi, webhooksApi } from '../../contract';
import { adminChoices } from '../group-filter/group-filter.fixtures';
import { createdHook, deliveries, everyGroupHook, failingHook, groupHook } from './webhooks.fixtures';
import { WebhooksSection } from './webhooks-section';

const LIST = on(webhooksApi.list);
const CREATE = on(webhooksApi.create);
const SET_ENABLED = on(webhooksApi.setEnabled);
const REMOVE = on(webhooksApi.remove);
const DELIVERIES = on(webhooksApi.deliveries);
const RESEND = on(webhooksApi.resend);
const ADMINS = { [on(peopleApi.adminChoices)]: ok(adminChoices) };

const meta = {
  title: 'Integrations/Webhooks',
  component: WebhooksSection,
  parameters: {
    user: users.admin,
    api: { ...ADMINS, [LIST]: ok([groupHook, failingHook]) },
  },
} satisfies Meta<typeof WebhooksSection>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const sent = (method: string, path: string) =>
  apiCalls.filter((call) => call.method === method && call.path.startsWith(path));

const chooseAction = async (canvas: Canvas, url: string, action: string) => {
  await userEvent.click(await canvas.findByRole('button', { name: `Actions for ${url}` }));
  await userEvent.click(canvas.getByRole('menuitem', { name: action }));
};

const openForm = async (canvas: Canvas) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Add webhook' }));
  return within(await canvas.findByRole('form', { name: 'New webhook' }));
};

export const Loading: Story = {
  parameters: { api: { [LIST]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading webhooks…');
    await expect(canvas.getByRole('table', { name: 'Webhooks' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { api: { [LIST]: fail(500, 'Webhooks are unavailable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Webhooks are unavailable');
    await expect(canvas.queryByRole('table')).toBeNull();
    const before = sent('GET', webhooksApi.list.path).length;
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(sent('GET', webhooksApi.list.path)).toHaveLength(before + 1));
  },
};

export const Empty: Story = {
  parameters: { api: { [LIST]: ok([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No webhooks yet: Add webhook sends the first events.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add webhook' })).toBeEnabled();
  },
};

/** An admin: its group's webhooks, one turned off by the server after its deliveries kept failing. */
export const AsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = within(await canvas.findByRole('row', { name: /sheets\.example\.com/ }));
    await expect(row.getByText('lead.created, lead.claimed')).toBeVisible();
    await expect(row.getByText('On')).toBeVisible();
    const off = within(canvas.getByRole('row', { name: /gone\.example\.com/ }));
    await expect(off.getByText('Turned off after repeated failures')).toBeVisible();
  },
};

/** The super-admin: every group's webhooks, and its own that hears every group. */
export const AsSuperAdmin: Story = {
  parameters: { user: users.superAdmin, api: { [LIST]: ok([groupHook, everyGroupHook]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = within(await canvas.findByRole('row', { name: /books\.example\.com/ }));
    await expect(row.getByText('Every group')).toBeVisible();
    const form = await openForm(canvas);
    await expect(await form.findByRole('option', { name: /Adam Admin/ })).toBeInTheDocument();
  },
};

export const NotForOtherRoles: Story = {
  parameters: { user: users.picker },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Webhooks' })).toBeNull();
    await expect(sent('GET', webhooksApi.list.path)).toHaveLength(0);
  },
};

/** Add: URL and events sent, then the secret shown this once with its Copy button; the list reads again. */
export const AddShowsTheSecretOnce: Story = {
  parameters: { api: { [CREATE]: ok(createdHook) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Webhooks' });
    const form = await openForm(canvas);
    await userEvent.type(form.getByLabelText('URL'), 'https://crm.example.com/in');
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    await expect(await form.findByText('Choose at least one event')).toBeVisible();
    await expect(sent('POST', webhooksApi.create.path)).toHaveLength(0);
    await userEvent.click(form.getByRole('checkbox', { name: 'lead.created' }));
    const lists = sent('GET', webhooksApi.list.path).length;
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'The webhook’s secret' }));
    await expect(dialog.getByText(createdHook.secret)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Copy/ })).toBeEnabled();
    const [request] = sent('POST', webhooksApi.create.path) as MockRequest[];
    await expect(request!.body).toEqual({ url: 'https://crm.example.com/in', events: ['lead.created'] });
    await expectToast('Webhook added');
    await waitFor(() => expect(sent('GET', webhooksApi.list.path).length).toBeGreaterThan(lists));
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** A refused URL shows under its field, and the form stays to be corrected. */
export const AddRefused: Story = {
  parameters: {
    api: {
      [CREATE]: fail(400, PRIVATE_WEBHOOK_ADDRESS, {
        errors: [{ path: 'url', message: PRIVATE_WEBHOOK_ADDRESS }],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Webhooks' });
    const form = await openForm(canvas);
    await userEvent.type(form.getByLabelText('URL'), 'http://10.0.0.1/hook');
    await userEvent.click(form.getByRole('checkbox', { name: 'deal.created' }));
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    await expect(await form.findByText(PRIVATE_WEBHOOK_ADDRESS)).toBeVisible();
    await expect(form.getByLabelText('URL')).toHaveValue('http://10.0.0.1/hook');
  },
};

/** The form is busy while the server answers: Add and Cancel wait. */
export const AddBusy: Story = {
  parameters: { api: { [CREATE]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Webhooks' });
    const form = await openForm(canvas);
    await userEvent.type(form.getByLabelText('URL'), 'https://crm.example.com/in');
    await userEvent.click(form.getByRole('checkbox', { name: 'lead.outcome' }));
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    await expect(await form.findByRole('button', { name: 'Adding…' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const TurnOff: Story = {
  parameters: { api: { [SET_ENABLED]: ok({ ...groupHook, enabled: false }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseAction(canvas, groupHook.url, 'Turn off');
    await expectToast('Webhook turned off');
    const [request] = sent('PATCH', '/webhooks/');
    await expect(request!.path).toBe(`/webhooks/${groupHook._id}`);
    await expect(request!.body).toEqual({ enabled: false });
  },
};

export const Delete: Story = {
  parameters: { api: { [REMOVE]: ok(null) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseAction(canvas, groupHook.url, 'Delete');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Delete this webhook?' }));
    await expect(dialog.getByText(/stops receiving events/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast('Webhook deleted');
    await expect(sent('DELETE', `/webhooks/${groupHook._id}`)).toHaveLength(1);
  },
};

/** The delivery log: each delivery's status, response and attempts; Resend queues the same event again. */
export const DeliveryLog: Story = {
  parameters: {
    api: { [DELIVERIES]: ok(deliveries), [RESEND]: ok({ ...deliveries[1], _id: 'dl-3', status: 'pending' }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseAction(canvas, groupHook.url, 'Delivery log');
    const dialog = within(await canvas.findByRole('dialog', { name: `Deliveries to ${groupHook.url}` }));
    const delivered = within(await dialog.findByRole('row', { name: /lead\.created/ }));
    await expect(delivered.getByText('Delivered')).toBeVisible();
    await expect(delivered.getByText('200')).toBeVisible();
    await expect(delivered.getByText('85 ms')).toBeVisible();
    const retrying = within(dialog.getByRole('row', { name: /lead\.claimed/ }));
    await expect(retrying.getByText(/Retrying · Next try/)).toBeVisible();
    await expect(retrying.getByText('500')).toBeVisible();
    await userEvent.click(delivered.getByRole('button', { name: /Resend lead\.created/ }));
    await expectToast('Delivery queued again');
    await expect(sent('POST', `/webhooks/${groupHook._id}/deliveries/dl-1/resend`)).toHaveLength(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const DeliveryLogEmpty: Story = {
  parameters: { api: { [DELIVERIES]: ok([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseAction(canvas, groupHook.url, 'Delivery log');
    const dialog = within(await canvas.findByRole('dialog', { name: `Deliveries to ${groupHook.url}` }));
    await expect(await dialog.findByText('No deliveries yet.')).toBeVisible();
  },
};

export const DeliveryLogError: Story = {
  parameters: { api: { [DELIVERIES]: fail(500, 'The log is unavailable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseAction(canvas, groupHook.url, 'Delivery log');
    const dialog = within(await canvas.findByRole('dialog', { name: `Deliveries to ${groupHook.url}` }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The log is unavailable');
  },
};
