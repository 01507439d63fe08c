/**
 * The date field by keyboard: typing in each language's order, min and max, clearing, and the
 * calendar's keys (WAI-ARIA date picker dialog).
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type Language, loadCatalog } from '../contract/i18n';
import { partsCatalog } from '../locales/parts';
import { DateField } from './date-field';
import { LanguageProvider } from './language';

function Field({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Day"
      value={value}
      min="2026-01-10"
      max="2026-03-20"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

// Loaded once before, so no render waits for the Spanish texts.
beforeAll(() => loadCatalog(partsCatalog, 'es'), 20_000);

async function setup(language: Language, initial = '') {
  const onChange = vi.fn();
  render(
    <LanguageProvider language={language}>
      <Field initial={initial} onChange={onChange} />
    </LanguageProvider>,
  );
  const input = await screen.findByLabelText<HTMLInputElement>('Day');
  return { onChange, input };
}

const openCalendar = async () => {
  await userEvent.click(screen.getByRole('button', { name: /Day/ }));
  await screen.findByRole('table');
};
const focusedDay = () => (document.activeElement as HTMLElement | null)?.dataset.day;

describe('DateField typing', () => {
  it('reads a Spanish day day first', async () => {
    const { input, onChange } = await setup('es');
    await userEvent.type(input, '05/02/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-02-05');
  });

  it('reads an English day month first', async () => {
    const { input, onChange } = await setup('en');
    await userEvent.type(input, '02/05/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-02-05');
  });

  it('sends nothing for a half or out-of-range day, and says why in the language', async () => {
    const { input, onChange } = await setup('es', '2026-02-05');
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith('');
    await userEvent.type(input, '05/02');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.tab();
    expect(screen.getByRole('alert').textContent).toBe('Escribe la fecha como dd/mm/aaaa');
    await userEvent.clear(input);
    await userEvent.type(input, '21/03/2026');
    expect(screen.getByRole('alert').textContent).toBe('Elige una fecha del 10/01/2026 al 20/03/2026');
    expect(onChange).not.toHaveBeenCalledWith('2026-03-21');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('writes a typed day out in full once left', async () => {
    const { input } = await setup('en');
    await userEvent.type(input, '2/5/2026');
    await userEvent.tab();
    expect(input.value).toBe('02/05/2026');
  });
});

describe('DateField calendar', () => {
  it('moves by day, week, month and week end, and picks with Enter', async () => {
    const { input, onChange } = await setup('en', '2026-02-05');
    await openCalendar();
    await waitFor(() => expect(focusedDay()).toBe('2026-02-05'));
    const steps: [string, string][] = [
      ['{ArrowRight}', '2026-02-06'],
      ['{ArrowDown}', '2026-02-13'],
      ['{ArrowLeft}', '2026-02-12'],
      ['{ArrowUp}', '2026-02-05'],
      ['{PageDown}', '2026-03-05'],
      ['{PageUp}', '2026-02-05'],
      ['{Home}', '2026-02-01'],
      ['{End}', '2026-02-07'],
    ];
    for (const [key, day] of steps) {
      await userEvent.keyboard(key);
      await waitFor(() => expect(focusedDay(), key).toBe(day));
    }
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-02-07');
    expect(input.value).toBe('02/07/2026');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the focus within min and max, and shows the days outside as not to pick', async () => {
    const { onChange } = await setup('en', '2026-01-11');
    await openCalendar();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(focusedDay()).toBe('2026-01-10'));
    const before = screen.getByRole('button', { name: 'Friday, January 9, 2026' });
    expect(before.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(before);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    await setup('es', '2026-02-05');
    await openCalendar();
    expect(screen.getByRole('heading').textContent).toBe('febrero de 2026');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Calendario de Day' }));
  });
});
