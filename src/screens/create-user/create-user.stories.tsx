import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { users } from '../../../.storybook/fixtures';
import { fail, type MockRequest, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { atViewport } from '../../../.storybook/viewports';
import { peopleApi } from '../../contract';
import { CreateUserScreen } from './create-user-screen';

const admins = [
  { _id: 'a1', name: 'Adam Admin', email: 'adam@rental-leads.test', contact: '5550001' },
  { _id: 'a2', name: 'Alma Admin', email: 'alma@rental-leads.test', contact: '5550002' },
];
const leaders = [
  {
    _id: 't1',
    name: 'Pablo Leader',
    email: 'pablo@rental-leads.test',
    contact: '5550101',
    assignFor: 'rental-picker',
  },
];
const creatorLeaders = [
  {
    _id: 't2',
    name: 'Clara Leader',
    email: 'clara@rental-leads.test',
    contact: '5550102',
    assignFor: 'rental-creator',
  },
];

const meta = {
  title: 'People/Create User',
  component: CreateUserScreen,
  args: { emit: fn(), kind: 'admin' },
  parameters: {
    element: 'rl-create-user',
    user: users.superAdmin,
    api: {
      [on(peopleApi.adminChoices)]: ok(admins),
      [on(peopleApi.leaderChoices, { adminEmail: 'adam@rental-leads.test' })]: ({ query }: MockRequest) =>
        ok(query.get('assignFor') === 'rental-picker' ? leaders : creatorLeaders),
      [on(peopleApi.ownLeaderChoices)]: ({ query }: MockRequest) =>
        ok(query.get('assignFor') === 'rental-picker' ? leaders : creatorLeaders),
      [on(peopleApi.leaderSelf)]: ok({
        ...creatorLeaders[0],
        admin_email: 'adam@rental-leads.test',
        admin_name: 'Adam Admin',
        admin_contact: '5550001',
      }),
    },
  },
} satisfies Meta<typeof CreateUserScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const fillPerson = async (canvas: ReturnType<typeof within>) => {
  await userEvent.type(canvas.getByLabelText('Full Name'), 'Nina New');
  await userEvent.type(canvas.getByLabelText('Email'), 'nina@rental-leads.test');
  await userEvent.type(canvas.getByLabelText('Contact'), '5551234');
  await userEvent.type(canvas.getByLabelText('Password'), 'secret-1');
};
const posted = () => apiCalls.find((c) => c.method === 'POST');

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Create Admin' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Admin' }));
    for (const message of [
      'Full Name is required',
      'Email is required',
      'Contact is required',
      'Password is required',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
  },
};

export const AdminBySuperAdmin: Story = {
  parameters: {
    api: { [on(peopleApi.createAdmin)]: ok({ _id: 'n1', name: 'Nina New' }, 'Admin created successfully') },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillPerson(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Admin' }));
    await waitFor(() =>
      expect(args.emit).toHaveBeenCalledWith('user-created', expect.objectContaining({ kind: 'admin' })),
    );
    await expect(posted()?.body).toEqual({
      name: 'Nina New',
      email: 'nina@rental-leads.test',
      contact: '5551234',
      password: 'secret-1',
    });
    await expect(canvas.getByLabelText('Full Name')).toHaveValue('');
  },
};

export const TeamLeaderByAdmin: Story = {
  args: { kind: 'team-leader' },
  parameters: { user: users.admin, api: { [on(peopleApi.createTeamLeader)]: ok({ _id: 'n2' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPerson(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Team Leader' }));
    await expect(canvas.getByText('Assigning is required')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Assign For'), 'rental-picker');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Team Leader' }));
    await waitFor(() =>
      expect(posted()?.body).toMatchObject({
        assignFor: 'rental-picker',
        admin_email: 'adam@rental-leads.test',
      }),
    );
  },
};

export const PickerBySuperAdmin: Story = {
  args: { kind: 'data-picker' },
  parameters: { api: { [on(peopleApi.createDataPicker)]: ok({ _id: 'n3' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Team Leader')).toBeDisabled();
    await fillPerson(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Data Picker' }));
    await expect(canvas.getByText('Admin is required')).toBeVisible();
    await expect(canvas.getByText('Team Leader is required')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('option', { name: /Adam Admin/ })).toBeInTheDocument());
    await userEvent.selectOptions(canvas.getByLabelText('Admin'), 'adam@rental-leads.test');
    await waitFor(() => expect(canvas.getByRole('option', { name: /Pablo Leader/ })).toBeInTheDocument());
    await expect(apiCalls.some((c) => c.query.get('assignFor') === 'rental-picker')).toBe(true);
    await userEvent.selectOptions(canvas.getByLabelText('Team Leader'), 'pablo@rental-leads.test');
    await expect(canvas.getByLabelText('Team Leader Name')).toHaveValue('Pablo Leader');
    await expect(canvas.getByLabelText('Team Leader Contact')).toHaveValue('5550101');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Data Picker' }));
    await waitFor(() =>
      expect(posted()?.body).toMatchObject({
        admin_email: 'adam@rental-leads.test',
        team_leader_email: 'pablo@rental-leads.test',
        team_leader_name: 'Pablo Leader',
      }),
    );
  },
};

export const CreatorByAdmin: Story = {
  args: { kind: 'data-creator' },
  parameters: { user: users.admin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Admin')).toHaveValue('Adam Admin (adam@rental-leads.test)');
    await waitFor(() => expect(canvas.getByRole('option', { name: /Clara Leader/ })).toBeInTheDocument());
    await expect(canvas.queryByRole('option', { name: /Pablo Leader/ })).toBeNull();
  },
};

export const CreatorByLeader: Story = {
  args: { kind: 'data-creator' },
  parameters: {
    user: users.creatorLeader,
    api: { ...meta.parameters.api, [on(peopleApi.createDataCreator)]: ok({ _id: 'n4' }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByLabelText('Admin')).toHaveValue('Adam Admin (adam@rental-leads.test)'),
    );
    await fillPerson(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Data Creator' }));
    await waitFor(() =>
      expect(posted()?.body).toMatchObject({
        admin_email: 'adam@rental-leads.test',
        team_leader_email: 'clara@rental-leads.test',
      }),
    );
  },
};

export const NoAccess: Story = {
  args: { kind: 'data-creator' },
  parameters: { user: users.pickerLeader },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You do not have access');
  },
};

export const Loading: Story = {
  parameters: { api: { [on(peopleApi.createAdmin)]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPerson(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Admin' }));
    await expect(await canvas.findByRole('button', { name: 'Creating...' })).toBeDisabled();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { api: { [on(peopleApi.createAdmin)]: fail(409, 'A user with this email already exists') } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillPerson(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Admin' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Create Admin' })).toBeEnabled());
    await expect(canvas.getByLabelText('Full Name')).toHaveValue('Nina New');
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

export const LoadingAdmins: Story = {
  args: { kind: 'data-picker' },
  parameters: { api: { [on(peopleApi.adminChoices)]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Admin')).toBeDisabled();
    await expect(canvas.getByLabelText('Admin')).toHaveDisplayValue('Loading admins...');
    await expect(canvas.getByLabelText('Team Leader')).toBeDisabled();
    await expect(canvas.getByLabelText('Team Leader')).toHaveDisplayValue('Choose an admin first');
  },
};

export const NoTeamLeaders: Story = {
  args: { kind: 'data-creator' },
  parameters: { user: users.admin, api: { [on(peopleApi.ownLeaderChoices)]: ok([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByLabelText('Team Leader')).toHaveDisplayValue('No team leader with this assignment'),
    );
    await expect(within(canvas.getByLabelText('Team Leader')).getAllByRole('option')).toHaveLength(1);
  },
};

export const Narrow: Story = atViewport('narrow', PickerBySuperAdmin);
export const Wide: Story = atViewport('wide', PickerBySuperAdmin);
