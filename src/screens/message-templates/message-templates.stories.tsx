import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { users } from '../../../.storybook/fixtures';
import { fail, type MockRequest, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import {
  adamsTemplate,
  almasTemplate,
  everyTemplate,
  groupTemplates,
} from '../../../.storybook/template-fixtures';
import { expectToast } from '../../../.storybook/toasts';
import { atViewport } from '../../../.storybook/viewports';
import {
  DEFAULTS_ARE_SUPER_ADMINS,
  type MessageTemplate,
  peopleApi,
  TEMPLATE_NAME_TAKEN,
  templatesApi,
} from '../../contract';
import { adminChoices, enabledGroup } from '../../screen-parts/group-filter/group-filter.fixtures';
import { MessageTemplatesScreen } from './message-templates-screen';

const LIST = on(templatesApi.list);
const CREATE = on(templatesApi.create);
const UPDATE = on(templatesApi.update);
const REMOVE = on(templatesApi.remove);
const ADMINS = { [on(peopleApi.adminChoices)]: ok(adminChoices) };

/** The server's answer to a save: the template as sent, in the admin's group, saved just now. */
const savedAs =
  (group: MessageTemplate['group']) =>
  ({ body, values }: MockRequest): ReturnType<typeof ok> => {
    const sent = body as { name: string; body: string };
    return ok({
      _id: values.id ?? 'tp-new',
      name: sent.name,
      body: sent.body,
      group,
      updatedAt: '2026-03-02T17:00:00.000Z',
      updatedBy: { _id: 'u-ad', name: 'Adam Admin' },
    });
  };

const meta = {
  title: 'Messages/Message Templates',
  component: MessageTemplatesScreen,
  args: { emit: fn() },
  parameters: {
    element: 'rl-message-templates',
    user: users.admin,
    api: { ...ADMINS, [LIST]: ok(groupTemplates) },
  },
} satisfies Meta<typeof MessageTemplatesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const listCalls = () =>
  apiCalls.filter((call) => call.method === 'GET' && call.path === templatesApi.list.path);
const sent = (method: string) => apiCalls.filter((call) => call.method === method);

const cellsOf = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('row', { name: new RegExp(`^${name}`) }))
    .getAllByRole('cell')
    .map((td) => td.textContent);

const chooseAction = async (canvas: Canvas, name: string, action: string) => {
  await userEvent.click(await canvas.findByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(canvas.getByRole('menuitem', { name: action }));
};

const openEditor = async (canvas: Canvas) => {
  await canvas.findByRole('table', { name: 'Message Templates' });
  await userEvent.click(canvas.getByRole('button', { name: 'New Template' }));
  return within(await canvas.findByRole('form', { name: 'Template' }));
};

export const Loading: Story = {
  parameters: { api: { [LIST]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Message Templates' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading templates…');
    await expect(canvas.getByRole('table', { name: 'Message Templates' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { api: { [LIST]: fail(500, 'Templates are unavailable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Templates are unavailable');
    await expect(canvas.queryByRole('table')).toBeNull();
    const before = listCalls().length;
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(listCalls()).toHaveLength(before + 1));
  },
};

export const Empty: Story = {
  parameters: { api: { [LIST]: ok([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data found.')).toBeVisible();
    await expect(canvas.getByText('No templates yet: New Template writes the first.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'New Template' })).toBeEnabled();
  },
};

/** An admin: its group's template to edit, the defaults to read, each previewed with the sample rental. */
export const AsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Message Templates' });
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Group',
      'Preview',
      'Last Changed',
      'Actions',
    ]);
    await expect(cellsOf(canvas, 'Visit this week')).toEqual([
      'Visit this week',
      'Adam Admin',
      'Hi Maria! Pete Picker here. Is 12 Main St, Springfield still free for $750? Could I visit this week?',
      '03/02/2026, 10:00 AM by Adam Admin',
      'Actions ▾',
    ]);
    await expect(cellsOf(canvas, 'Interested')).toEqual([
      'Interested',
      'Default (every group)',
      "Hi Maria, this is Pete Picker. I saw your rental listing and I'm interested. Is it still available?",
      'As installed',
      'Read only',
    ]);
    await expect(canvas.queryByLabelText('Group')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^Actions for/ })).toHaveLength(1);
    await expect([...listCalls()[0]!.query]).toEqual([]);
  },
};

/** The super-admin: every group's templates and the defaults, each to edit, narrowed by the Group filter. */
export const AsSuperAdmin: Story = {
  parameters: {
    user: users.superAdmin,
    api: {
      ...ADMINS,
      [LIST]: ({ query }: MockRequest) =>
        ok(query.get('adminId') === 'ad-2' ? [almasTemplate, ...groupTemplates.slice(1)] : everyTemplate),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /^Hola/ });
    await expect(canvas.getAllByRole('button', { name: /^Actions for/ })).toHaveLength(everyTemplate.length);
    const group = await enabledGroup(canvas);
    await userEvent.selectOptions(group, 'Alma Ortiz (alma@rental-leads.test)');
    await waitFor(() => expect(listCalls().at(-1)?.query.get('adminId')).toBe('ad-2'));
    await waitFor(() => expect(canvas.queryByRole('row', { name: /^Visit this week/ })).toBeNull());
    await expect(cellsOf(canvas, 'Hola')[1]).toBe('Alma Ortiz');
    // A Spanish template's preview is filled with the Spanish sample lead, never half English.
    await expect(cellsOf(canvas, 'Hola')[2]).toBe('Hola María, soy Pedro Pérez. ¿Sigue disponible?');
  },
};

/** Writing a template: variables inserted where the caret is, the preview as it is typed, then the save. */
export const Editing: Story = {
  parameters: { api: { ...ADMINS, [LIST]: ok(groupTemplates), [CREATE]: savedAs(adamsTemplate.group) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = await openEditor(canvas);
    await expect(canvas.getByRole('dialog', { name: 'New Template' })).toBeVisible();
    await expect(form.queryByLabelText('Group')).toBeNull();
    await expect(form.getByText('The message, filled with a sample rental, shows here.')).toBeVisible();
    await userEvent.type(form.getByLabelText('Name'), 'Quick hello');
    const message = form.getByLabelText('Message') as HTMLTextAreaElement;
    // user-event reads "{{" as one "{".
    await userEvent.type(message, 'Hi {{rent');
    await expect(form.getByRole('status')).toHaveTextContent(
      'Unclosed brace at character 4: "{rent" has no }',
    );
    await expect(form.getByText('Hi {rent', { selector: 'p' })).toBeVisible();
    await userEvent.clear(message);
    await userEvent.type(message, 'Hi , I am ');
    // The caret after "Hi ": the client's name goes there.
    message.setSelectionRange(3, 3);
    await userEvent.click(form.getByRole('button', { name: 'Client Name' }));
    await waitFor(() => expect(message).toHaveValue('Hi {client_name}, I am '));
    message.setSelectionRange(message.value.length, message.value.length);
    await userEvent.click(form.getByRole('button', { name: 'Picker Name' }));
    await waitFor(() => expect(message).toHaveValue('Hi {client_name}, I am {picker_name}'));
    await expect(form.getByText('Hi Maria, I am Pete Picker')).toBeVisible();
    await expect(form.queryByRole('status')).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Save Template' }));
    await expectToast('Template created successfully');
    await expect(sent('POST')[0]?.body).toEqual({
      name: 'Quick hello',
      body: 'Hi {client_name}, I am {picker_name}',
    });
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.emit).toHaveBeenCalledWith('template-saved', {
      template: expect.objectContaining({ name: 'Quick hello' }),
    });
    // The list reads again with the new template.
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
  },
};

export const EditingExisting: Story = {
  parameters: { api: { ...ADMINS, [LIST]: ok(groupTemplates), [UPDATE]: savedAs(adamsTemplate.group) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseAction(canvas, 'Visit this week', 'Edit');
    const form = within(await canvas.findByRole('form', { name: 'Template' }));
    await expect(canvas.getByRole('dialog', { name: 'Edit Template' })).toBeVisible();
    await expect(form.getByText('Group: Adam Admin')).toBeVisible();
    await expect(form.getByLabelText('Name')).toHaveValue('Visit this week');
    await expect(form.getByLabelText('Message')).toHaveValue(adamsTemplate.body);
    await userEvent.clear(form.getByLabelText('Name'));
    await userEvent.type(form.getByLabelText('Name'), 'Visit soon');
    await userEvent.click(form.getByRole('button', { name: 'Save Template' }));
    await expectToast('Template updated successfully');
    const [patch] = sent('PATCH');
    await expect(patch?.path).toBe('/templates/tp-1');
    await expect(patch?.body).toEqual({ name: 'Visit soon', body: adamsTemplate.body });
    await expect(args.emit).toHaveBeenCalledWith('template-saved', {
      template: expect.objectContaining({ _id: 'tp-1', name: 'Visit soon' }),
    });
  },
};

/** The super-admin writes a new template into the group it chooses, or as a default. */
export const SuperAdminChoosesTheGroup: Story = {
  parameters: {
    user: users.superAdmin,
    api: { ...ADMINS, [LIST]: ok(everyTemplate), [CREATE]: savedAs(almasTemplate.group) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openEditor(canvas);
    const group = await enabledGroup(form);
    await expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Default (every group)',
      'Adam Admin (adam@rental-leads.test)',
      'Alma Ortiz (alma@rental-leads.test)',
    ]);
    await userEvent.selectOptions(group, 'Alma Ortiz (alma@rental-leads.test)');
    await userEvent.type(form.getByLabelText('Name'), 'Saludo');
    await userEvent.type(form.getByLabelText('Message'), 'Hola');
    await userEvent.click(form.getByRole('button', { name: 'Save Template' }));
    await expectToast('Template created successfully');
    await expect(sent('POST')[0]?.body).toEqual({ name: 'Saludo', body: 'Hola', adminId: 'ad-2' });
  },
};

/** The form checks before it sends, with the server's words, and shows the server's refusals in place. */
export const Refused: Story = {
  parameters: {
    api: {
      ...ADMINS,
      [LIST]: ok(groupTemplates),
      [CREATE]: ({ body }: MockRequest) =>
        (body as { name: string }).name === 'Visit this week'
          ? fail(409, TEMPLATE_NAME_TAKEN)
          : fail(400, 'Message is too friendly', {
              errors: [{ path: 'body', message: 'Message is too friendly' }],
            }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = await openEditor(canvas);
    await userEvent.click(form.getByRole('button', { name: 'Save Template' }));
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await expect(sent('POST')).toHaveLength(0);

    await userEvent.type(form.getByLabelText('Name'), 'Visit this week');
    await userEvent.type(form.getByLabelText('Message'), 'Hi {{client_nam}');
    await userEvent.click(form.getByRole('button', { name: 'Save Template' }));
    await expect(
      form.getByText(
        'Unknown variable {client_nam}: the variables are {client_name}, {picker_name}, {rent}, {address}, {details}',
      ),
    ).toBeVisible();
    await userEvent.clear(form.getByLabelText('Message'));
    await userEvent.type(form.getByLabelText('Message'), 'Hello');
    await userEvent.click(form.getByRole('button', { name: 'Save Template' }));
    await expect(await form.findByText(TEMPLATE_NAME_TAKEN)).toBeVisible();
    await expect(form.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(form.getByLabelText('Name'), ' again');
    await userEvent.click(form.getByRole('button', { name: 'Save Template' }));
    await expect(await form.findByText('Message is too friendly')).toBeVisible();
    await expect(form.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('dialog', { name: 'New Template' })).toBeVisible();
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

/** Delete asks first; a refusal shows in the question. */
export const Deleting: Story = {
  parameters: {
    api: {
      ...ADMINS,
      [LIST]: ok(groupTemplates),
      [REMOVE]: ({ values }: MockRequest) =>
        values.id === 'tp-1' ? ok(null) : fail(403, DEFAULTS_ARE_SUPER_ADMINS),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseAction(canvas, 'Visit this week', 'Delete');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Delete Template' }));
    await expect(
      dialog.getByText(
        'Delete the template “Visit this week”? Pickers will no longer see it; the audit trail keeps its text.',
      ),
    ).toBeVisible();
    await expect(sent('DELETE')).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast('Template deleted successfully');
    await expect(sent('DELETE')[0]?.path).toBe('/templates/tp-1');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.emit).toHaveBeenCalledWith('template-deleted', { template: adamsTemplate });
  },
};

export const DeleteRefused: Story = {
  parameters: {
    user: users.superAdmin,
    api: { ...ADMINS, [LIST]: ok(everyTemplate), [REMOVE]: fail(409, 'The template is in use') },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseAction(canvas, 'Interested', 'Delete');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Delete Template' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The template is in use');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

export const NotAManager: Story = {
  parameters: { user: users.pickerLeader },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This list is not available to your account.');
    await expect(listCalls()).toHaveLength(0);
  },
};

export const Narrow: Story = atViewport('narrow', AsAdmin);
export const Wide: Story = atViewport('wide', AsAdmin);
