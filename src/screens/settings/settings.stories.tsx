import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { users } from '../../../.storybook/fixtures';
import { fail, type MockRequest, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { inDark } from '../../../.storybook/theme';
import { expectToast } from '../../../.storybook/toasts';
import { atViewport } from '../../../.storybook/viewports';
import {
  CALLBACK_GRACE_LABEL,
  FRESH_HOURS_LABEL,
  MAX_ATTEMPTS_LABEL,
  NO_ANSWER_RETRY_LABEL,
  RELEASE_AFTER_LABEL,
  SKIP_LIMIT_LABEL,
  STALE_DAYS_LABEL,
  settingsApi,
} from '../../contract';
import { SettingsScreen } from './settings-screen';

const GET = on(settingsApi.get);
const SAVE = on(settingsApi.update);

const saved = {
  delayTime: 30,
  isDelayEnabled: true,
  holdTime: 45,
  isHoldEnabled: true,
  holdEnabledAt: '2026-03-02T15:00:00.000Z',
  leadsType: 'newest',
  releaseAfter: 30,
};

const echo = ({ body }: MockRequest) => ok(body, 'Settings updated successfully');

const meta = {
  title: 'Admin/Settings',
  component: SettingsScreen,
  args: { emit: fn() },
  parameters: { element: 'rl-settings', user: users.superAdmin, api: { [GET]: ok(saved), [SAVE]: echo } },
} satisfies Meta<typeof SettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const form = async (canvas: Canvas) => within(await canvas.findByRole('form', { name: 'Fetching settings' }));
const save = (f: Canvas) => userEvent.click(f.getByRole('button', { name: 'Save Settings' }));
const patched = () => apiCalls.find((c) => c.method === 'PATCH')?.body;

export const Empty: Story = {
  parameters: { api: { [GET]: ok(null), [SAVE]: echo } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Fetching Settings' })).toBeVisible();
    const f = await form(canvas);
    await expect(f.getByLabelText('Delay Time (seconds)')).toHaveValue(0);
    await expect(f.getByRole('checkbox', { name: 'Enable Delay' })).not.toBeChecked();
    await expect(f.getByLabelText('Hold Time (minutes)')).toHaveValue(0);
    await expect(f.getByRole('checkbox', { name: 'Enable Hold' })).not.toBeChecked();
    await expect(f.getByLabelText('Hold Enabled At')).toHaveValue('');
    await expect(f.getByLabelText('Leads Type')).toHaveValue('random');
    await expect(f.getByLabelText(RELEASE_AFTER_LABEL)).toHaveValue(30);
    await expect(f.getByLabelText(RELEASE_AFTER_LABEL)).toHaveAccessibleDescription('0 = never');
    await expect(
      within(f.getByLabelText('Leads Type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Auto', 'Random', 'Oldest', 'Newest']);
    await expect(
      within(f.getByLabelText('Require two-factor for'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nobody', 'Super-admin and admins', 'Super-admin, admins and team leaders']);
    await save(f);
    await waitFor(() =>
      expect(patched()).toEqual({
        delayTime: 0,
        isDelayEnabled: false,
        holdTime: 0,
        isHoldEnabled: false,
        holdEnabledAt: null,
        leadsType: 'random',
        releaseAfter: 30,
        noAnswerRetryMinutes: 120,
        maxAttempts: 3,
        callbackGraceMinutes: 30,
        skipLimit: 5,
        freshHours: 48,
        staleDays: 7,
        retentionMonths: 0,
        twoFactorRequiredFor: 'nobody',
      }),
    );
  },
};

export const Loading: Story = {
  parameters: { api: { [GET]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading settings...');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { api: { [GET]: fail(500, 'Settings are unavailable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Settings are unavailable');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(apiCalls.filter((c) => c.method === 'GET')).toHaveLength(2));
  },
};

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const f = await form(canvas);
    await expect(f.getByLabelText('Delay Time (seconds)')).toHaveValue(30);
    await expect(f.getByRole('checkbox', { name: 'Enable Delay' })).toBeChecked();
    await expect(f.getByLabelText('Hold Time (minutes)')).toHaveValue(45);
    await expect(f.getByRole('checkbox', { name: 'Enable Hold' })).toBeChecked();
    // The spec's label stays; its description says what this hold is: a pause of fetching.
    await expect(f.getByRole('checkbox', { name: 'Enable Hold' })).toHaveAccessibleDescription(
      'Pauses fetching for every picker; a lead already fetched stays with its picker.',
    );
    await expect(f.getByText('Panama time: 03/02/2026, 10:00 AM')).toBeVisible();
    await expect(f.getByLabelText('Leads Type')).toHaveValue('newest');
    await expect(f.getByLabelText('Release held leads after (minutes)')).toHaveValue(30);
    await expect(f.getByText('0 = never')).toBeVisible();

    await userEvent.clear(f.getByLabelText('Delay Time (seconds)'));
    await userEvent.type(f.getByLabelText('Delay Time (seconds)'), '90');
    await userEvent.click(f.getByRole('checkbox', { name: 'Enable Hold' }));
    await userEvent.selectOptions(f.getByLabelText('Leads Type'), 'oldest');
    await userEvent.clear(f.getByLabelText(RELEASE_AFTER_LABEL));
    await userEvent.type(f.getByLabelText(RELEASE_AFTER_LABEL), '0');
    await userEvent.selectOptions(f.getByLabelText('Require two-factor for'), 'admins');
    await save(f);
    await expectToast('Settings updated successfully');
    const sent = {
      delayTime: 90,
      isDelayEnabled: true,
      holdTime: 45,
      isHoldEnabled: false,
      holdEnabledAt: '2026-03-02T15:00:00.000Z',
      leadsType: 'oldest',
      releaseAfter: 0,
      noAnswerRetryMinutes: 120,
      maxAttempts: 3,
      callbackGraceMinutes: 30,
      skipLimit: 5,
      freshHours: 48,
      staleDays: 7,
      retentionMonths: 0,
      twoFactorRequiredFor: 'admins',
    };
    await expect(patched()).toEqual(sent);
    await expect(args.emit).toHaveBeenCalledWith('settings-saved', { settings: sent });
  },
};

/** The recycling fields (docs/rules/claiming.md#d5.5): filled with the defaults, each checked within its bounds, saved. */
export const Recycling: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(within(canvasElement));
    await expect(f.getByLabelText(NO_ANSWER_RETRY_LABEL)).toHaveValue(120);
    await expect(f.getByLabelText(MAX_ATTEMPTS_LABEL)).toHaveValue(3);
    await expect(f.getByLabelText(CALLBACK_GRACE_LABEL)).toHaveValue(30);
    await expect(f.getByLabelText(SKIP_LIMIT_LABEL)).toHaveValue(5);
    const set = async (label: string, value: string) => {
      await userEvent.clear(f.getByLabelText(label));
      await userEvent.type(f.getByLabelText(label), value);
    };
    await set(MAX_ATTEMPTS_LABEL, '0');
    await set(SKIP_LIMIT_LABEL, '101');
    await save(f);
    await expect(f.getByText('Attempts per lead must be at least 1')).toBeVisible();
    await expect(f.getByText('Skips per picker per day must be at most 100')).toBeVisible();
    await expect(patched()).toBeUndefined();
    await set(NO_ANSWER_RETRY_LABEL, '45');
    await set(MAX_ATTEMPTS_LABEL, '4');
    await set(CALLBACK_GRACE_LABEL, '0');
    await set(SKIP_LIMIT_LABEL, '8');
    await save(f);
    await waitFor(() =>
      expect(patched()).toMatchObject({
        noAnswerRetryMinutes: 45,
        maxAttempts: 4,
        callbackGraceMinutes: 0,
        skipLimit: 8,
      }),
    );
  },
};

/** The freshness fields (docs/rules/claiming.md#d5.26, docs/rules/claiming.md#d5.28): defaults, bounds, saved. */
export const Freshness: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(within(canvasElement));
    await expect(f.getByLabelText(FRESH_HOURS_LABEL)).toHaveValue(48);
    await expect(f.getByLabelText(STALE_DAYS_LABEL)).toHaveValue(7);
    const set = async (label: string, value: string) => {
      await userEvent.clear(f.getByLabelText(label));
      await userEvent.type(f.getByLabelText(label), value);
    };
    await set(FRESH_HOURS_LABEL, '0');
    await set(STALE_DAYS_LABEL, '366');
    await save(f);
    await expect(f.getByText('Fresh for (hours) must be at least 1')).toBeVisible();
    await expect(f.getByText('Stale after (days) must be at most 365')).toBeVisible();
    await expect(patched()).toBeUndefined();
    await set(FRESH_HOURS_LABEL, '24');
    await set(STALE_DAYS_LABEL, '14');
    await save(f);
    await waitFor(() => expect(patched()).toMatchObject({ freshHours: 24, staleDays: 14 }));
  },
};

export const ClearHoldStart: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(within(canvasElement));
    await userEvent.clear(f.getByLabelText('Hold Enabled At'));
    await expect(f.getByText('Empty: enabling the pause starts it now.')).toBeVisible();
    await save(f);
    await waitFor(() => expect(patched()).toMatchObject({ holdEnabledAt: null }));
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const f = await form(within(canvasElement));
    await userEvent.clear(f.getByLabelText('Delay Time (seconds)'));
    await userEvent.type(f.getByLabelText('Delay Time (seconds)'), '-1');
    await userEvent.clear(f.getByLabelText('Hold Time (minutes)'));
    await userEvent.type(f.getByLabelText('Hold Time (minutes)'), '-5');
    await userEvent.clear(f.getByLabelText(RELEASE_AFTER_LABEL));
    await userEvent.type(f.getByLabelText(RELEASE_AFTER_LABEL), '10081');
    await save(f);
    await expect(f.getByText('Delay Time must be at least 0')).toBeVisible();
    await expect(f.getByText('Hold Time must be at least 0')).toBeVisible();
    await expect(f.getByLabelText(RELEASE_AFTER_LABEL)).toHaveAccessibleDescription(
      'Release held leads after (minutes) must be at most 10080 0 = never',
    );
    await expect(patched()).toBeUndefined();
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

export const ReleaseAfterNotWhole: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(within(canvasElement));
    const field = f.getByLabelText(RELEASE_AFTER_LABEL);
    await userEvent.clear(field);
    await userEvent.type(field, '2.5');
    await save(f);
    await expect(f.getByText('Release held leads after (minutes) must be a whole number')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(patched()).toBeUndefined();
    // Correcting the value clears the error, and the save goes through.
    await userEvent.clear(field);
    await userEvent.type(field, '45');
    await expect(f.queryByText(/must be a whole number/)).toBeNull();
    await save(f);
    await waitFor(() => expect(patched()).toMatchObject({ releaseAfter: 45 }));
  },
};

export const ReleaseAfterRefused: Story = {
  parameters: {
    api: {
      [GET]: ok(saved),
      [SAVE]: fail(400, 'Validation failed', {
        errors: [
          { path: 'releaseAfter', message: 'Release held leads after (minutes) must be at most 10080' },
        ],
      }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const f = await form(within(canvasElement));
    await save(f);
    await expect(
      await f.findByText('Release held leads after (minutes) must be at most 10080'),
    ).toBeVisible();
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  parameters: { api: { [GET]: ok(saved), [SAVE]: { delay: 'never' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await save(await form(canvas));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const SaveFails: Story = {
  parameters: { api: { [GET]: ok(saved), [SAVE]: fail(500, 'Database unavailable') } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await save(await form(canvas));
    await expectToast('Failed to update settings');
    await expect(canvas.getByRole('button', { name: 'Save Settings' })).toBeEnabled();
    await expect(args.emit).not.toHaveBeenCalled();
  },
};

export const Narrow: Story = atViewport('narrow', Populated);
export const Wide: Story = atViewport('wide', Populated);
export const Dark: Story = inDark(Populated);
