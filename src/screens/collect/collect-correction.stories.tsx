/**
 * Collect's "Propose a correction" (docs/rules/leads.md#d5.21): the held lead's fields in the correction dialog, sent as
 * a proposal for the lead's creator; a refusal stays in the dialog.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { noCalls } from '../../../.storybook/call-fixtures';
import { users } from '../../../.storybook/fixtures';
import { pickerCounts, rental } from '../../../.storybook/lead-fixtures';
import { manualClock } from '../../../.storybook/manual-clock';
import { fail, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { expectToast } from '../../../.storybook/toasts';
import {
  CORRECTION_PROPOSED,
  callsApi,
  countsApi,
  leadCorrectionsApi,
  leadsApi,
  NOTHING_TO_CORRECT,
  templatesApi,
} from '../../contract';
import { ClockContext } from '../../lib/clock';
import { CollectScreen } from './collect-screen';
import './collect.css';

const PROPOSE = on(leadCorrectionsApi.propose);
const clock = manualClock();

const meta = {
  title: 'Leads/Collect/Propose a correction',
  component: CollectScreen,
  args: { emit: fn() },
  parameters: {
    element: 'rl-collect',
    user: users.picker,
    api: {
      [on(countsApi.picker)]: ok(pickerCounts),
      // The desk answers the lead the picker holds.
      [on(leadsApi.desk)]: ok({ rental, pausedUntil: null, waitSeconds: 0 }),
      [on(templatesApi.forPicker)]: ok([]),
      [on(callsApi.list)]: ok(noCalls),
    },
  },
  decorators: [
    (Story) => (
      <ClockContext value={clock}>
        <Story />
      </ClockContext>
    ),
  ],
  beforeEach: () => clock.reset(),
} satisfies Meta<typeof CollectScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openProposal(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const lead = within(await canvas.findByRole('region', { name: 'Fetched rental' }));
  await userEvent.click(lead.getByRole('button', { name: 'Propose a correction' }));
  return { canvas, dialog: within(await canvas.findByRole('dialog', { name: 'Propose a correction' })) };
}

/** The held lead's fields, filled; Propose sends them for the creator, and the dialog closes. */
export const ProposeCorrection: Story = {
  parameters: { api: { [PROPOSE]: ok({ _id: 'cp-1' }, CORRECTION_PROPOSED) } },
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await openProposal(canvasElement);
    await expect(dialog.getByText(/Its creator sees it on My Leads/)).toBeVisible();
    await expect(dialog.getByLabelText('Client Name')).toHaveValue('Maria');
    await userEvent.clear(dialog.getByLabelText('Client Name'));
    await userEvent.type(dialog.getByLabelText('Client Name'), 'Maria Gomez');
    await userEvent.click(dialog.getByRole('button', { name: 'Propose' }));
    await expectToast(CORRECTION_PROPOSED);
    const sent = apiCalls.find((call) => call.method === 'POST');
    await expect(sent?.path).toBe('/rental/corrections/r-1');
    await expect(sent?.body).toMatchObject({ client_name: 'Maria Gomez', number: '5075551234' });
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    // The lead is still held: a proposal changes nothing until its creator accepts it.
    await expect(canvas.getByRole('region', { name: 'Fetched rental' })).toBeVisible();
  },
};

/** A proposal that changes nothing is refused in the dialog, which stays open. */
export const ProposeNothing: Story = {
  parameters: { api: { [PROPOSE]: fail(400, NOTHING_TO_CORRECT) } },
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await openProposal(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Propose' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(NOTHING_TO_CORRECT);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};
