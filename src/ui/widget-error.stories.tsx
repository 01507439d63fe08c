/**
 * What any element shows in place of a screen that throws: the stories render a screen that fails
 * inside the same frame (WidgetRoot and its error boundary) every element renders in.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { fail, ok } from '../../.storybook/mock-api';
import { apiCalls } from '../../.storybook/preview';
import { inDark } from '../../.storybook/theme';
import { atViewport } from '../../.storybook/viewports';
import { api } from '../core/api-client';

/** A screen with a bug: it throws on every render. */
function BrokenScreen(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'name')");
}

/** A screen whose data call fails and, as queries in the widgets may, hands the error to the boundary. */
function LoadingScreen() {
  const { data } = useQuery({
    queryKey: ['story', 'widget-error'],
    queryFn: () => api.get<string>('/story/data').then((r) => r.data),
    throwOnError: true,
  });
  return (
    <div className="rl-page" part="page">
      <h1>Loaded screen</h1>
      <p>{data ?? 'Loading…'}</p>
    </div>
  );
}

const meta = {
  title: 'Layout/Widget Error',
  component: BrokenScreen,
  // Not an element of its own (every element shows it), so no element docs page.
  tags: ['!autodocs'],
  beforeEach: () => {
    // React and the boundary both report the error; the stories check the boundary's line.
    const error = spyOn(console, 'error').mockImplementation(() => {});
    return () => error.mockRestore();
  },
} satisfies Meta<typeof BrokenScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const expectPanel = async (canvas: Canvas, text: string) => {
  const alert = await canvas.findByRole('alert');
  await expect(within(alert).getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
  await expect(alert).toHaveTextContent(text);
  return alert;
};

/** A bug never shows its internals, only the generic text; it is logged for whoever debugs the page. */
export const ScreenThrows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await expectPanel(canvas, 'An unexpected error occurred.');
    await expect(alert).not.toHaveTextContent('Cannot read properties');
    await expect(console.error).toHaveBeenCalledWith(
      '<rl-widget> failed:',
      expect.any(TypeError),
      expect.any(String),
    );
    // Retry is reached with the keyboard; the bug is still there, so the panel comes back.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectPanel(canvas, 'An unexpected error occurred.');
  },
};

let dataCalls = 0;

/** A failed call shows its status text; Retry clears the query's error and the screen loads. */
export const RetryRecovers: Story = {
  render: () => <LoadingScreen />,
  beforeEach: () => {
    dataCalls = 0;
  },
  parameters: {
    api: {
      'GET /story/data': () => {
        dataCalls += 1;
        return dataCalls === 1 ? fail(503, 'The server is restarting, try again shortly') : ok('Fresh data');
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPanel(canvas, 'The server is restarting, try again shortly');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Fresh data')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(apiCalls.filter((c) => c.path === '/story/data')).toHaveLength(2));
  },
};

export const Narrow: Story = atViewport('narrow', ScreenThrows);
export const Dark: Story = inDark(ScreenThrows);
