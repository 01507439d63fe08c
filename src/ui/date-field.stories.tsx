/**
 * The date field in each language: empty with its pattern, filled, refusing a day out of range,
 * and with its calendar open on the month in that language's names.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inDark } from '../../.storybook/theme';
import { partsCatalog } from '../locales/parts';
import { DateField } from './date-field';
import { useT } from './use-t';

interface DemoProps {
  value: string;
  withTime?: boolean;
}

/** A list's Start date between 2000 and 2026 (or a time in November 2026), with the value it sends. */
function Demo({ value, withTime = false }: DemoProps) {
  const t = useT(partsCatalog);
  const [day, setDay] = useState(value);
  return (
    <div className="rl-page">
      <DateField
        label={t('parts.startDate')}
        value={day}
        min={withTime ? '2026-11-01T00:00' : '2000-01-01'}
        max={withTime ? '2026-12-01T00:00' : '2026-12-31'}
        withTime={withTime}
        onChange={setDay}
      />
      <output data-testid="value">{day}</output>
    </div>
  );
}

const meta = {
  title: 'Layout/Date Field',
  component: Demo,
  // A part of screens, not an element: no element docs page.
  tags: ['!autodocs'],
  args: { value: '' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const inSpanish = { globals: { language: 'es' } };
const sent = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('value').textContent;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Start date');
    await expect(input).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await userEvent.type(input, '11/02/2026');
    await expect(sent(canvasElement)).toBe('2026-11-02');
  },
};

export const EmptyInSpanish: Story = {
  ...inSpanish,
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByLabelText('Fecha de inicio');
    await expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await userEvent.type(input, '02/11/2026');
    await expect(sent(canvasElement)).toBe('2026-11-02');
  },
};

export const Filled: Story = {
  args: { value: '2026-11-02' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Start date')).toHaveValue('11/02/2026');
  },
};

export const FilledInSpanish: Story = {
  ...inSpanish,
  args: { value: '2026-11-02' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Fecha de inicio')).toHaveValue('02/11/2026');
  },
};

/** A day after the field's last: said under it, and not sent. */
export const OutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Start date'), '01/15/2027');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a date from 01/01/2000 to 12/31/2026');
    await expect(sent(canvasElement)).toBe('');
  },
};

/** A day that is none, once the field is left: said under it, wired to it, and not sent. */
export const UnreadableInSpanish: Story = {
  ...inSpanish,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Fecha de inicio');
    await userEvent.type(input, '15/13/2026');
    await userEvent.tab();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Escribe la fecha como dd/mm/aaaa');
    await expect(input).toHaveAttribute('aria-describedby', alert.id);
    await expect(sent(canvasElement)).toBe('');
  },
};

const openCalendar = async (canvasElement: HTMLElement, button: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: button }));
  return within(await canvas.findByRole('dialog'));
};

/** The calendar opens on the chosen day, focused, its month and weekdays in the language. */
export const CalendarOpen: Story = {
  args: { value: '2026-11-02' },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement, 'Calendar for Start date');
    await expect(await dialog.findByRole('heading')).toHaveTextContent('November 2026');
    await expect(dialog.getAllByRole('columnheader')[0]).toHaveTextContent('Sun');
    const day = dialog.getByRole('button', { name: 'Monday, November 2, 2026' });
    await waitFor(() => expect(day).toHaveFocus());
    await expect(day).toHaveAttribute('aria-pressed', 'true');
  },
};

export const CalendarOpenInSpanish: Story = {
  ...inSpanish,
  args: { value: '2026-11-02' },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement, 'Calendario de Fecha de inicio');
    await expect(await dialog.findByRole('heading')).toHaveTextContent('noviembre de 2026');
    await expect(dialog.getAllByRole('columnheader')[0]).toHaveTextContent('dom');
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'lunes, 2 de noviembre de 2026' })).toHaveFocus(),
    );
  },
};

/** With a time: Spanish AM/PM, as a callback's time is written. */
export const WithTimeInSpanish: Story = {
  ...inSpanish,
  args: { value: '2026-11-22T21:41', withTime: true },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByLabelText<HTMLInputElement>('Fecha de inicio');
    await expect(input.value).toMatch(/^22\/11\/2026, 9:41\sp\.\s?m\.$/);
  },
};

export const Dark: Story = inDark(CalendarOpen);
