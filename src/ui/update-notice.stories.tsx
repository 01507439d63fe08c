import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inDark } from '../../.storybook/theme';
import { atViewport } from '../../.storybook/viewports';
import { updateNotice } from './update-notice';

/** The host page's notice as it appends it, in a story's frame (the host page puts it in <body>). */
function UpdateNotice({ onReload }: { onReload: () => void }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let shown: HTMLElement | undefined;
    let gone = false;
    void updateNotice(onReload).then((notice) => {
      if (gone) return;
      shown = notice;
      frame.current?.append(notice);
    });
    return () => {
      gone = true;
      shown?.remove();
    };
  }, [onReload]);
  return <div ref={frame} />;
}

const meta = {
  title: 'Host page/Update notice',
  component: UpdateNotice,
  args: { onReload: fn() },
} satisfies Meta<typeof UpdateNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new build's worker waits: Reload, once pressed, asks for it and cannot be pressed again. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('A new version is ready');
    const reload = canvas.getByRole('button', { name: 'Reload' });
    await expect(args.onReload).not.toHaveBeenCalled();
    await userEvent.click(reload);
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await expect(reload).toBeDisabled();
  },
};

export const Spanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Hay una nueva versión lista');
    await expect(canvas.getByRole('button', { name: 'Recargar' })).toBeEnabled();
  },
};

export const Narrow: Story = atViewport('narrow', Default);
export const Dark: Story = inDark(Default);
