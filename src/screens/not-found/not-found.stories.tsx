import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { navigations } from '../../../.storybook/preview';
import { inDark } from '../../../.storybook/theme';
import { atViewport } from '../../../.storybook/viewports';
import { NotFoundScreen } from './not-found-screen';

const meta = {
  title: 'Pages/Not Found',
  component: NotFoundScreen,
  parameters: { element: 'rl-not-found' },
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }));
    await expect(window.history.length > 1 || navigations.includes('/')).toBe(true);
  },
};

export const WithStatusText: Story = {
  args: { message: 'An unexpected error occurred.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('An unexpected error occurred.')).toBeVisible();
  },
};

export const Narrow: Story = atViewport('narrow', Default);
export const Wide: Story = atViewport('wide', Default);
export const Dark: Story = inDark(Default);
