import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { users } from '../../../.storybook/fixtures';
import { fail, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { atViewport } from '../../../.storybook/viewports';
import { countsApi, dealsApi, peopleApi, sessionsApi } from '../../contract';
import { twoFactorApi } from '../../contract/endpoints/two-factor';
import { ProfileScreen } from './profile-screen';

const admin = { name: 'Adam Admin', email: 'adam@rental-leads.test', contact: '+15075550001' };
const leader = {
  name: 'Pablo Leader',
  email: 'pablo@rental-leads.test',
  contact: '+50762291010',
  assignFor: 'rental-picker',
};
const picker = { ...users.picker, contact: '+15075550202', admin, teamLeader: leader, limit: 100 };

const meta = {
  title: 'People/Profile',
  component: ProfileScreen,
  parameters: {
    element: 'rl-profile',
    user: users.picker,
    api: {
      [on(peopleApi.profile)]: ok(picker),
      [on(countsApi.picker)]: ok({
        todayCount: 12,
        todayValidCount: 9,
        todayInvalidCount: 3,
        totalCount: 340,
        limit: 100,
      }),
      [on(dealsApi.countOwn)]: ok({ 'in-process': 4, done: 11, failed: 2 }),
      [on(twoFactorApi.status)]: ok({ enabled: false, required: false, recoveryCodesLeft: 0 }),
      [on(sessionsApi.listMine)]: ok([
        {
          _id: 'session-1',
          browser: 'Chrome on Windows',
          address: '203.0.113.7',
          createdAt: '2025-03-10T13:00:00.000Z',
          lastSeenAt: '2025-03-12T14:30:00.000Z',
          current: true,
        },
      ]),
    },
  },
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Picker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const myInfo = await canvas.findByRole('region', { name: 'My Info' });
    await expect(myInfo).toHaveTextContent('Pete Picker');
    await expect(myInfo).toHaveTextContent('Data Picker');
    // Contacts read as lead numbers do: national at home, international from abroad.
    await expect(myInfo).toHaveTextContent('Contact(507) 555-0202');
    const adminInfo = canvas.getByRole('region', { name: 'Admin Info' });
    await expect(adminInfo).toHaveTextContent('Adam Admin');
    await expect(adminInfo).toHaveTextContent('Contact(507) 555-0001');
    const leaderInfo = canvas.getByRole('region', { name: 'Team Leader Info' });
    await expect(leaderInfo).toHaveTextContent('Pablo Leader');
    await expect(leaderInfo).toHaveTextContent('Contact+507 6229 1010');
    const today = canvas.getByRole('region', { name: "Today's picks" });
    await waitFor(() => expect(today).toHaveTextContent('Picked today12'));
    await expect(today).toHaveTextContent('Daily limit100');
    const closed = canvas.getByRole('region', { name: 'Closed rentals' });
    await waitFor(() => expect(closed).toHaveTextContent('In Process4'));
    await expect(closed).toHaveTextContent('Done11');
    await expect(closed).toHaveTextContent('Failed2');
  },
};

export const PickerClosedRentalsFail: Story = {
  parameters: {
    api: {
      ...meta.parameters.api,
      [on(dealsApi.countOwn)]: fail(500, 'The database is busy, try again'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const closed = await canvas.findByRole('region', { name: 'Closed rentals' });
    await expect(await within(closed).findByRole('alert')).toHaveTextContent(
      'The database is busy, try again',
    );
    await expect(canvas.getByRole('region', { name: "Today's picks" })).toBeVisible();
  },
};

export const Creator: Story = {
  parameters: {
    user: users.creator,
    api: {
      ...meta.parameters.api,
      [on(peopleApi.profile)]: ok({
        ...users.creator,
        contact: '5550303',
        admin,
        teamLeader: { ...leader, name: 'Clara Leader' },
      }),
      [on(countsApi.creator)]: ok({
        todayCount: 7,
        todayValidCount: 5,
        todayInvalidCount: 1,
        rangeCount: 7,
        rangeInvalidCount: 1,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = await canvas.findByRole('region', { name: "Today's leads" });
    await waitFor(() => expect(today).toHaveTextContent('Leads created7'));
    await expect(apiCalls.some((c) => c.path === '/dataPicker/getCountDataPicker')).toBe(false);
    await expect(canvas.queryByRole('region', { name: 'Closed rentals' })).toBeNull();
    await expect(apiCalls.some((c) => c.path.startsWith('/closedRental/'))).toBe(false);
  },
};

export const Admin: Story = {
  parameters: {
    user: users.admin,
    api: {
      ...meta.parameters.api,
      [on(peopleApi.profile)]: ok({ ...users.admin, contact: '5550001', admin: null, teamLeader: null }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'My Info' });
    await expect(canvas.queryByRole('region', { name: 'Admin Info' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: /Today/ })).toBeNull();
  },
};

export const TeamLeader: Story = {
  parameters: {
    user: users.pickerLeader,
    api: {
      ...meta.parameters.api,
      [on(peopleApi.profile)]: ok({ ...users.pickerLeader, contact: '5550101', admin, teamLeader: null }),
    },
  },
  play: async ({ canvasElement }) => {
    const myInfo = await within(canvasElement).findByRole('region', { name: 'My Info' });
    await expect(myInfo).toHaveTextContent('Rental Picker');
  },
};

export const CreatorLeader: Story = {
  parameters: {
    user: users.creatorLeader,
    api: {
      ...meta.parameters.api,
      [on(peopleApi.profile)]: ok({ ...users.creatorLeader, contact: '5550102', admin, teamLeader: null }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const myInfo = await canvas.findByRole('region', { name: 'My Info' });
    await expect(myInfo).toHaveTextContent('Assigned forRental Creator');
    await expect(canvas.getByRole('region', { name: 'Admin Info' })).toHaveTextContent('Adam Admin');
    await expect(canvas.queryByRole('region', { name: 'Team Leader Info' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: /Today/ })).toBeNull();
  },
};

export const SuperAdmin: Story = {
  parameters: {
    user: users.superAdmin,
    api: {
      ...meta.parameters.api,
      [on(peopleApi.profile)]: ok({ ...users.superAdmin, contact: null, admin: null, teamLeader: null }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const myInfo = await canvas.findByRole('region', { name: 'My Info' });
    await expect(myInfo).toHaveTextContent('RoleSuper Admin');
    await expect(myInfo).toHaveTextContent('Contact-');
    // My Info, its password, two-factor, notifications and the devices, nothing more.
    const sessions = await canvas.findByRole('region', { name: 'Sessions' });
    await expect(await within(sessions).findByText('This device')).toBeVisible();
    await expect(await canvas.findByText('Two-factor is off.')).toBeVisible();
    await expect(canvas.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual([
      'My Info',
      'Change password',
      'Two-factor',
      'Notifications',
      'Sessions',
    ]);
  },
};

/** A picker's first day: no picks, no deals, no team leader yet. */
export const Empty: Story = {
  parameters: {
    api: {
      ...meta.parameters.api,
      [on(peopleApi.profile)]: ok({ ...picker, teamLeader: null }),
      [on(countsApi.picker)]: ok({
        todayCount: 0,
        todayValidCount: 0,
        todayInvalidCount: 0,
        totalCount: 0,
        limit: 100,
      }),
      [on(dealsApi.countOwn)]: ok({ 'in-process': 0, done: 0, failed: 0 }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = await canvas.findByRole('region', { name: "Today's picks" });
    await waitFor(() => expect(today).toHaveTextContent('Picked today0'));
    await expect(today).toHaveTextContent('Picked in total0');
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Closed rentals' })).toHaveTextContent('Done0'),
    );
    await expect(canvas.queryByRole('region', { name: 'Team Leader Info' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { api: { [on(peopleApi.profile)]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading profile...');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { api: { [on(peopleApi.profile)]: fail(500, 'Something went wrong') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Something went wrong',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(apiCalls.filter((c) => c.path === '/users/profile').length).toBeGreaterThan(1),
    );
  },
};

export const Narrow: Story = atViewport('narrow', Picker);
export const Wide: Story = atViewport('wide', Picker);
