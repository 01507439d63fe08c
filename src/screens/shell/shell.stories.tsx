import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { users } from '../../../.storybook/fixtures';
import { ok, on } from '../../../.storybook/mock-api';
import { apiCalls, navigations } from '../../../.storybook/preview';
import { inDark } from '../../../.storybook/theme';
import { atViewport } from '../../../.storybook/viewports';
import { type AuthUser, authApi, type Profile, peopleApi } from '../../contract';
import { authStore } from '../../core/auth-store';
import { ShellScreen } from './shell-screen';

/** Opens the account menu and answers its Theme group. */
async function openThemeChoices(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: /Adam Admin/ }));
  return within(canvas.getByRole('group', { name: 'Theme' }));
}

/** The values of the group's checked radios (one, when the group is right). */
const checkedIn = (theme: { getAllByRole: (role: 'radio') => HTMLElement[] }) =>
  theme
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => (radio as HTMLInputElement).value);

const isDark = () => document.documentElement.classList.contains('rl-theme-dark');

const PROFILE = on(peopleApi.profile);
/** Where src/lib/theme.ts keeps the choice: a story sets it as an earlier visit would have. */
const THEME_KEY = 'rl-theme';
/** The profile as the server answers it: the signed-in user with `changes` made since signing in. */
const profileOf = (user: AuthUser | null, changes: Partial<Profile> = {}) =>
  ok({ contact: '+15550000000', canBulkUpload: false, ...user, ...changes }, 'Profile loaded');

const meta = {
  title: 'Layout/Shell',
  component: ShellScreen,
  args: { emit: fn(), children: <p>Page content</p> },
  parameters: {
    element: 'rl-shell',
    user: users.admin,
    api: {
      [on(authApi.logout)]: ok(null, 'Logged out'),
      [PROFILE]: () => profileOf(authStore.getState().user),
    },
  },
  // A theme chosen in one story must not stay for the next (the Storybook page keeps its storage).
  beforeEach: () => {
    localStorage.removeItem(THEME_KEY);
    return () => localStorage.removeItem(THEME_KEY);
  },
} satisfies Meta<typeof ShellScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const entries = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation'))
    .getAllByRole('link')
    .map((a) => a.textContent);

export const SuperAdmin: Story = {
  parameters: { user: users.superAdmin },
  args: { route: '/super-admin/settings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Super Admin')).toBeVisible();
    await expect(entries(canvasElement)).toHaveLength(23);
    // Its long menu in sections, the day's overview first (docs/rules/screens.md#d2.5).
    const nav = within(canvas.getByRole('navigation', { name: 'Main navigation' }));
    await expect(nav.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Overview',
      'Staff',
      'Leads',
      'Deals',
      'Setup',
    ]);
    const section = (name: string) =>
      within(nav.getByRole('list', { name }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    await expect(section('Overview')).toEqual(['Operations', 'Reports', 'Audit Trail']);
    await expect(section('Setup')).toEqual(['Message Templates', 'Settings', 'Integrations']);
    await expect(section('Leads')).toContain('Client Data');
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Admin: Story = {
  args: { route: '/admin/create-teamLeader' },
  play: async ({ canvasElement }) => {
    await expect(entries(canvasElement)).toEqual([
      'Create Team Leader',
      'Create Data Picker',
      'Create Data Creator',
      'Manage Team Leaders',
      'Manage Data Creators',
      'Manage Data Pickers',
      'All Leads',
      'Picked Leads',
      'Closed Rentals',
      'Client Details',
      'Operations',
      'Reports',
      'Audit Trail',
      'Message Templates',
      'Do Not Contact',
      'Integrations',
    ]);
  },
};

export const CreatorLeader: Story = {
  parameters: { user: users.creatorLeader },
  play: async ({ canvasElement }) => {
    await expect(entries(canvasElement)).toEqual([
      'Create Data Creator',
      'Manage Data Creators',
      'All Leads',
      'Reports',
    ]);
  },
};

export const PickerLeader: Story = {
  parameters: { user: users.pickerLeader },
  play: async ({ canvasElement }) => {
    await expect(entries(canvasElement)).toEqual([
      'Create Data Picker',
      'Manage Data Pickers',
      'All Leads',
      'Picked Leads',
      'Client Details',
      'Closed Rentals',
      'Operations',
      'Reports',
    ]);
  },
};

export const Creator: Story = {
  parameters: { user: users.creator },
  play: async ({ canvasElement }) => {
    await expect(entries(canvasElement)).toEqual(['Create Rental', 'My Leads']);
  },
};

/** A super-admin turned bulk upload on after the creator signed in: the menu follows on load. */
export const BulkUploadGranted: Story = {
  parameters: {
    user: users.creator,
    api: { [PROFILE]: () => profileOf(users.creator, { canBulkUpload: true }) },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(entries(canvasElement)).toEqual(['Create Rental', 'Bulk Upload', 'My Leads']));
    await expect(authStore.getState().user).toMatchObject({ _id: 'u-cr', canBulkUpload: true });
  },
};

/** And turned it off again: the entry leaves the menu without signing out. */
export const BulkUploadRevoked: Story = {
  parameters: {
    user: { ...users.creator, canBulkUpload: true },
    api: { [PROFILE]: () => profileOf(users.creator, { canBulkUpload: false }) },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(apiCalls.some((call) => call.path === '/users/profile')).toBe(true));
    await waitFor(() => expect(entries(canvasElement)).toEqual(['Create Rental', 'My Leads']));
    await expect(authStore.getState()).toMatchObject({
      accessToken: 'story-token',
      user: { _id: 'u-cr', canBulkUpload: false },
    });
  },
};

export const Picker: Story = {
  parameters: { user: users.picker },
  play: async ({ canvasElement }) => {
    await expect(entries(canvasElement)).toEqual([
      'Collect Rental',
      'Make Invalid',
      'Add Only Email',
      'Deal Closing',
      'Closed Rentals',
    ]);
  },
};

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close menu' }));
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const AccountMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Adam Admin/ }));
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '#/profile');
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(navigations).toContain('/'));
    await expect(authStore.getState().user).toBeNull();
    await expect(args.emit).toHaveBeenCalledWith('signed-out');
  },
};

export const SuperAdminProfileLink: Story = {
  parameters: { user: users.superAdmin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Sofia Super/ }));
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '#/profile');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('button', { name: 'Logout' })).toBeNull();
  },
};

export const SignedOut: Story = {
  parameters: { user: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByText('Page content')).toBeVisible();
  },
};

export const LoggingOut: Story = {
  parameters: { api: { [on(authApi.logout)]: { delay: 'never' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Adam Admin/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByRole('button', { name: 'Logging out...' })).toBeDisabled();
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

const menuButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /^(Open|Close) menu$/ });

/** On a phone the sidebar overlays the page, so it starts closed. */
export const Narrow: Story = atViewport('narrow', {
  ...Admin,
  play: async (context) => {
    await Admin.play?.(context);
    await expect(menuButton(context.canvasElement)).toHaveAccessibleName('Open menu');
    await expect(menuButton(context.canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
});

export const Wide: Story = atViewport('wide', {
  ...Admin,
  play: async (context) => {
    await Admin.play?.(context);
    await expect(menuButton(context.canvasElement)).toHaveAttribute('aria-expanded', 'true');
  },
});
export const Dark: Story = inDark(AccountMenu);

/** Before any choice the menu shows the page's own theme, light, as checked, among the three. */
export const ThemeChoices: Story = {
  play: async ({ canvasElement }) => {
    const theme = await openThemeChoices(canvasElement);
    await expect(theme.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'light',
      'dark',
      'system',
    ]);
    await expect(theme.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(checkedIn(theme)).toEqual(['light']);
    await expect(isDark()).toBe(false);
  },
};

/** Dark applies at once, is kept for the next visit, and the menu stays open on it. */
export const ThemeChosenDark: Story = {
  play: async ({ canvasElement }) => {
    const theme = await openThemeChoices(canvasElement);
    await userEvent.click(theme.getByRole('radio', { name: 'Dark' }));
    await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(checkedIn(theme)).toEqual(['dark']);
    await expect(isDark()).toBe(true);
    await expect(localStorage.getItem(THEME_KEY)).toBe('dark');
  },
};

/** The group is one tab stop; the arrow keys move the choice and apply it. */
export const ThemeByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const theme = await openThemeChoices(canvasElement);
    theme.getByRole('radio', { name: 'Light' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(theme.getByRole('radio', { name: 'Dark' })).toHaveFocus();
    await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(isDark()).toBe(true);
    await userEvent.keyboard('{ArrowDown}');
    await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
    await expect(localStorage.getItem(THEME_KEY)).toBe('system');
  },
};

/** System chosen on an earlier visit: the shell applies it at start (a light system here), checked in the menu. */
export const ThemeSystem: Story = {
  beforeEach: () => localStorage.setItem(THEME_KEY, 'system'),
  play: async ({ canvasElement }) => {
    const theme = await openThemeChoices(canvasElement);
    await expect(checkedIn(theme)).toEqual(['system']);
    await expect(isDark()).toBe(window.matchMedia('(prefers-color-scheme: dark)').matches);
  },
};

/** Dark chosen on an earlier visit: applied at start, so the menu opens checked on Dark in the dark theme. */
export const ThemeStoredDark: Story = {
  beforeEach: () => localStorage.setItem(THEME_KEY, 'dark'),
  play: async ({ canvasElement }) => {
    await expect(isDark()).toBe(true);
    const theme = await openThemeChoices(canvasElement);
    await expect(checkedIn(theme)).toEqual(['dark']);
  },
};

/** A page that is dark of its own (no choice stored): the menu shows Dark, and Light takes it off. */
export const ThemeChoicesDark: Story = inDark({
  play: async ({ canvasElement }) => {
    const theme = await openThemeChoices(canvasElement);
    await expect(checkedIn(theme)).toEqual(['dark']);
    await userEvent.click(theme.getByRole('radio', { name: 'Light' }));
    await expect(isDark()).toBe(false);
    await expect(localStorage.getItem(THEME_KEY)).toBe('light');
  },
});
