/** The confirmation every irreversible action goes through: asked, cancelled, confirmed, busy, refused. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inDark } from '../../.storybook/theme';
import { atViewport } from '../../.storybook/viewports';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

interface DemoProps {
  busy?: boolean;
  error?: string;
  onConfirm: () => void;
}

/** A page with one guarded action, as a screen uses the dialog. */
function GuardedAction({ busy, error, onConfirm }: DemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="rl-page">
      <Button onClick={() => setOpen(true)}>Mark done</Button>
      <ConfirmDialog
        open={open}
        title="Mark the deal done"
        confirmLabel="Confirm"
        busy={busy}
        error={error}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      >
        Mark the deal on (507) 555-1234 as done?
      </ConfirmDialog>
    </div>
  );
}

const meta = {
  title: 'Layout/Confirm Dialog',
  component: GuardedAction,
  // A part of screens, not an element: no element docs page.
  tags: ['!autodocs'],
  args: { onConfirm: fn() },
} satisfies Meta<typeof GuardedAction>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const open = async (canvas: Canvas) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Mark done' }));
  return within(canvas.getByRole('dialog', { name: 'Mark the deal done' }));
};

export const Asking: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(within(canvasElement));
    await expect(dialog.getByText('Confirm!')).toBeVisible();
    await expect(dialog.getByText('Mark the deal on (507) 555-1234 as done?')).toBeVisible();
    await expect(dialog.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel', 'Confirm']);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await open(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Mark done' })).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await open(canvas);
    // A browser answers Escape on a modal dialog with `cancel`; happy-dom does not, so it is sent here.
    canvas.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Confirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(within(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** While the action runs, neither Cancel nor Escape closes the dialog: its answer is still to come. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await open(canvas);
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    canvas.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    await expect(canvas.getByRole('dialog')).toBeVisible();
  },
};

export const Refused: Story = {
  args: { error: 'This deal changed meanwhile, reload the list' },
  play: async ({ canvasElement }) => {
    const dialog = await open(within(canvasElement));
    await expect(dialog.getByRole('alert')).toHaveTextContent('This deal changed meanwhile, reload the list');
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

export const Narrow: Story = atViewport('narrow', Asking);
export const Dark: Story = inDark(Asking);
