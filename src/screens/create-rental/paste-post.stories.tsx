/** 'Paste a post' while a screenshot is read, and when nothing readable was in it (docs/rules/leads.md#d5.23). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PastePost } from './paste-post';

const meta = {
  title: 'Leads/Create Rental/Paste a post',
  component: PastePost,
  args: { text: '', filling: false, reading: null, onText: fn(), onFill: fn(), onImage: fn() },
  parameters: { element: 'rl-create-rental' },
} satisfies Meta<typeof PastePost>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReadingImage: Story = {
  args: { reading: { state: 'reading', progress: 0.4 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Reading the image… 40 %');
    await expect(canvas.getByRole('progressbar', { name: 'Reading the image' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(canvas.getByRole('button', { name: 'Fill from post' })).toBeDisabled();
    await expect(canvas.getByLabelText('Choose a screenshot')).toBeDisabled();
  },
};

export const ImageUnreadable: Story = {
  args: { reading: { state: 'unreadable' }, text: 'Casa en alquiler' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No readable text was found in this image.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Fill from post' }));
    await expect(args.onFill).toHaveBeenCalled();
  },
};

/** A chosen image goes to the reader; a file that is no image does not. */
export const ChooseScreenshot: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Choose a screenshot');
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(args.onImage).not.toHaveBeenCalled();
    const shot = new File(['png'], 'post.png', { type: 'image/png' });
    await userEvent.upload(input, shot);
    await expect(args.onImage).toHaveBeenCalledWith(shot);
  },
};
