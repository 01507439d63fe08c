/**
 * My Leads' corrections (docs/rules/leads.md#d5.21): Correct… on a lead no picker has claimed, its dialog with the
 * Create Rental form's checks, and the pickers' proposals with Accept and Decline.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { users } from '../../../.storybook/fixtures';
import { thread } from '../../../.storybook/lead-fixtures';
import { fail, ok, on } from '../../../.storybook/mock-api';
import { apiCalls } from '../../../.storybook/preview';
import { expectToast } from '../../../.storybook/toasts';
import {
  CORRECTION_ACCEPTED,
  CORRECTION_DECLINED,
  DUPLICATE_NUMBER,
  LEAD_CORRECTED,
  LIKELY_DUPLICATE,
  LIKELY_DUPLICATE_CODE,
  leadCorrectionsApi,
  leadListsApi,
  leadThreadApi,
} from '../../contract';
import { byOutcome, leadsOfEachOutcome, wandaProposal } from './my-leads.fixtures';
import { MyLeadsScreen } from './my-leads-screen';

const MY_LEADS = on(leadListsApi.listMyLeads);
const PROPOSALS = on(leadCorrectionsApi.proposals);
const CORRECT = on(leadCorrectionsApi.correct);
const ACCEPT = on(leadCorrectionsApi.accept);
const DECLINE = on(leadCorrectionsApi.decline);

const meta = {
  title: 'Leads/My Leads/Corrections',
  component: MyLeadsScreen,
  parameters: {
    element: 'rl-my-leads',
    user: users.creator,
    api: { [MY_LEADS]: byOutcome(leadsOfEachOutcome), [PROPOSALS]: ok([]) },
  },
} satisfies Meta<typeof MyLeadsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const callsTo = (method: string, path: RegExp) =>
  apiCalls.filter((call) => call.method === method && path.test(call.path));

/** Opens Correct… on the row of `client`. */
async function openCorrection(canvas: Canvas, client: string) {
  const row = await canvas.findByRole('row', { name: new RegExp(client) });
  await userEvent.click(await within(row).findByRole('button', { name: /Actions for/ }));
  await userEvent.click(await canvas.findByRole('menuitem', { name: 'Correct…' }));
  return within(await canvas.findByRole('dialog', { name: 'Correct lead' }));
}

/** Correct… on an unclaimed lead: the form filled with its values; Save sends every field, and only then. */
export const CorrectUnclaimed: Story = {
  parameters: { api: { [CORRECT]: ok(leadsOfEachOutcome[0], LEAD_CORRECTED) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openCorrection(canvas, 'Wanda');
    const name = dialog.getByLabelText('Client Name');
    await expect(name).toHaveValue('Wanda');
    await userEvent.clear(name);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    // The create form's own words, before asking.
    await expect(await dialog.findByText('Client Name is required')).toBeVisible();
    await expect(callsTo('PATCH', /correct/)).toHaveLength(0);
    await userEvent.type(name, 'Wanda Ruiz');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToast(LEAD_CORRECTED);
    const [sent] = callsTo('PATCH', /correct/);
    await expect(sent?.path).toBe('/rental/correct/w-1');
    await expect(sent?.body).toMatchObject({ client_name: 'Wanda Ruiz', rent: '$1,200' });
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** A lead a picker claimed has no Correct…: its leader or admin corrects it. */
/** A claimed lead is its leader's to correct; its creator opens its conversation instead (docs/rules/messages.md#d5.20). */
export const MessagesOnceClaimed: Story = {
  parameters: { api: { [on(leadThreadApi.read)]: ok({ ...thread, messages: thread.messages.slice(0, 1) }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pia = await canvas.findByRole('row', { name: /Pia/ });
    await userEvent.click(await within(pia).findByRole('button', { name: /Actions for/ }));
    await expect((await canvas.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Messages…',
      'Calls…',
    ]);
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Messages…' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Conversation' }));
    await expect(await dialog.findByText('The number on this lead rings a business line.')).toBeVisible();
    await expect(dialog.getByLabelText('Your reply')).toBeEnabled();
  },
};

/** The server's refusal of the number shows under it, and the dialog stays open. */
export const CorrectDuplicateNumber: Story = {
  parameters: {
    api: {
      [CORRECT]: fail(409, DUPLICATE_NUMBER, { errors: [{ path: 'number', message: DUPLICATE_NUMBER }] }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openCorrection(canvas, 'Wanda');
    await userEvent.clear(dialog.getByLabelText('Number'));
    await userEvent.type(dialog.getByLabelText('Number'), '+1 507 555 9876');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText(DUPLICATE_NUMBER)).toBeVisible();
    await expect(dialog.getByLabelText('Number')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A likely duplicate asks again: "Save anyway" sends the same fields, confirmed. */
export const CorrectLikelyDuplicate: Story = {
  parameters: {
    api: {
      [CORRECT]: ({ body }: { body: unknown }) =>
        (body as { confirmDuplicate?: boolean }).confirmDuplicate
          ? ok(leadsOfEachOutcome[0], LEAD_CORRECTED)
          : fail(409, LIKELY_DUPLICATE, { code: LIKELY_DUPLICATE_CODE, matches: [{ _id: 'x' }] }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openCorrection(canvas, 'Wanda');
    await userEvent.clear(dialog.getByLabelText('Rent'));
    await userEvent.type(dialog.getByLabelText('Rent'), '$900');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText(LIKELY_DUPLICATE)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save anyway' }));
    await expectToast(LEAD_CORRECTED);
    await expect(callsTo('PATCH', /correct/).at(-1)?.body).toMatchObject({
      rent: '$900',
      confirmDuplicate: true,
    });
  },
};

/** A picker's proposal above the list: each change now → proposed; Accept applies it. */
export const Proposals: Story = {
  parameters: {
    api: { [PROPOSALS]: ok([wandaProposal]), [ACCEPT]: ok(leadsOfEachOutcome[0], CORRECTION_ACCEPTED) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole('region', { name: 'Proposed corrections' }));
    await expect(section.getByText('Pete Picker proposes for (507) 555-1234')).toBeVisible();
    await expect(section.getByText('Client Name: Wanda → Wanda Ruiz')).toBeVisible();
    await expect(section.getByText('Rent: $1,200 → $1,250')).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: 'Accept' }));
    await expectToast(CORRECTION_ACCEPTED);
    await expect(callsTo('PATCH', /accept/)[0]?.path).toBe('/rental/corrections/cp-1/accept');
  },
};

/** Decline keeps the lead as it is. */
export const ProposalDeclined: Story = {
  parameters: { api: { [PROPOSALS]: ok([wandaProposal]), [DECLINE]: ok(null, CORRECTION_DECLINED) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole('region', { name: 'Proposed corrections' }));
    await userEvent.click(section.getByRole('button', { name: 'Decline' }));
    await expectToast(CORRECTION_DECLINED);
    await expect(callsTo('PATCH', /decline/)[0]?.path).toBe('/rental/corrections/cp-1/decline');
    await expect(callsTo('PATCH', /accept/)).toHaveLength(0);
  },
};

/** A proposal that now makes a likely duplicate asks again with "Accept anyway". */
export const ProposalLikelyDuplicate: Story = {
  parameters: {
    api: {
      [PROPOSALS]: ok([wandaProposal]),
      [ACCEPT]: ({ body }: { body: unknown }) =>
        (body as { confirmDuplicate?: boolean }).confirmDuplicate
          ? ok(leadsOfEachOutcome[0], CORRECTION_ACCEPTED)
          : fail(409, LIKELY_DUPLICATE, { code: LIKELY_DUPLICATE_CODE, matches: [{ _id: 'x' }] }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole('region', { name: 'Proposed corrections' }));
    await userEvent.click(section.getByRole('button', { name: 'Accept' }));
    await userEvent.click(await section.findByRole('button', { name: 'Accept anyway' }));
    await expectToast(CORRECTION_ACCEPTED);
    await expect(callsTo('PATCH', /accept/).at(-1)?.body).toEqual({ confirmDuplicate: true });
  },
};

/** Proposals that cannot load say so; the list still shows. */
export const ProposalsError: Story = {
  parameters: { api: { [PROPOSALS]: fail(500, 'Unavailable') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The proposed corrections could not be loaded')).toBeVisible();
    await expect(await canvas.findByRole('row', { name: /Wanda/ })).toBeVisible();
  },
};
