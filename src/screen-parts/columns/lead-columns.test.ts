import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Rental } from '../../contract';
import { configure, resetConfig } from '../../core/config';
import { loadPhone } from '../../lib/phone';
import { LEAD_COLUMNS } from './lead-columns';

// Numbers are written formatted, as a screen shows them once it asked for the metadata.
beforeAll(() => loadPhone());

afterEach(() => resetConfig());

const numberCell = (number: string) =>
  LEAD_COLUMNS.find((column) => column.key === 'number')!.text({ number } as Rental);

describe('the Number column, on screen and in the download', () => {
  it('shows the stored E.164 number formatted for the page’s country', () => {
    expect(numberCell('+15075551234')).toBe('(507) 555-1234');
    expect(numberCell('+442079460958')).toBe('+44 20 7946 0958');
    configure({ phoneCountry: 'GB' });
    expect(numberCell('+442079460958')).toBe('020 7946 0958');
    expect(numberCell('')).toBe('-');
  });
});
