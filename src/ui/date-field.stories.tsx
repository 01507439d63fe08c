/**
 * A date typed in the element's language's order (docs/rules/language.md#d14.6): empty, filled in
 * English and in Spanish, unreadable, outside its range, and with a time.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inDark } from '../../.storybook/theme';
import { partsCatalog } from '../locales/parts';
import { DateField } from './date-field';
import { useT } from './use-t';

interface DemoProps {
  initial: string;
  withTime?: boolean;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}

/** A form holding the field's value, as a filter or a dialog does; the label is the range's own. */
function DateForm({ initial, withTime, min, max, onChange }: DemoProps) {
  const [value, setValue] = useState(initial);
  const t = useT(partsCatalog);
  return (
    <form className="rl-page">
      <DateField
        label={t(withTime ? 'parts.endDate' : 'parts.startDate')}
        value={value}
        withTime={withTime}
        min={min}
        max={max}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </form>
  );
}

const meta = {
  title: 'Layout/Date Field',
  component: DateForm,
  // A part of screens, not an element: no element docs page.
  tags: ['!autodocs'],
  args: { initial: '', min: '2026-01-01', max: '2026-12-31', onChange: fn() },
} satisfies Meta<typeof DateForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Start date');

/** Nothing typed: the placeholder shows the order to type in, and the calendar has its button. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(field(canvasElement)).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await expect(canvas.getByRole('button', { name: 'Open the calendar for Start date' })).toBeVisible();
  },
};

/** English reads month first; the value kept is the day itself. */
export const Filled: Story = {
  args: { initial: '2026-03-01' },
  play: async ({ canvasElement, args }) => {
    const input = field(canvasElement);
    await expect(input).toHaveValue('03/01/2026');
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await userEvent.type(input, '12/25/2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-25');
  },
};

/** Spanish reads day first: the same day is written 01/03/2026. */
export const FilledInSpanish: Story = {
  args: { initial: '2026-03-01' },
  globals: { language: 'es' },
  play: async ({ canvasElement, args }) => {
    const input = await within(canvasElement).findByLabelText('Fecha de inicio');
    await expect(input).toHaveValue('01/03/2026');
    await expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await userEvent.clear(input);
    await userEvent.type(input, '25/12/2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-25');
  },
};

/** What is not a whole day is said once the field is left, and never handed on. */
export const Unreadable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement), '13/45/2026');
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter the date as mm/dd/yyyy');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A day outside the range is said at once, with the range, and never handed on. */
export const OutOfRange: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement), '01/15/2027');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Choose a date from 01/01/2026 to 12/31/2026',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** With a time: 12-hour in English, a 24-hour time read as well. */
export const WithTime: Story = {
  args: { initial: '2026-03-03T21:05', withTime: true, min: undefined, max: undefined },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('End date');
    await expect(input).toHaveValue('03/03/2026 9:05 PM');
    await userEvent.clear(input);
    await userEvent.type(input, '03/04/2026 08:30');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-04T08:30');
  },
};

/** With a time in Spanish: day first, a. m. and p. m. */
export const WithTimeInSpanish: Story = {
  args: { initial: '2026-03-03T21:05', withTime: true, min: undefined, max: undefined },
  globals: { language: 'es' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Fecha de fin')).toHaveValue(
      '03/03/2026 9:05 p. m.',
    );
  },
};

export const Dark: Story = inDark(Filled);
