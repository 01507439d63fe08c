/**
 * The search box's `check`: the lead lists refuse a search without three letters or digits
 * in a row before sending it, with the contract's message under the box; other lists search as before.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { leadSearchError, SEARCH_TOO_SHORT } from '../contract';
import { SearchBox } from './search-box';

function setup(check?: (query: string) => string | undefined) {
  const onSearch = vi.fn();
  render(<SearchBox placeholder="Search leads" value="" onSearch={onSearch} check={check} />);
  const box = screen.getByRole('searchbox', { name: 'Search' });
  const search = async (text: string) => {
    await userEvent.clear(box);
    if (text) await userEvent.type(box, text);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  };
  return { onSearch, box, search };
}

describe('SearchBox with the lead lists’ check', () => {
  it('shows the reason under the box and sends nothing', async () => {
    const { onSearch, box, search } = setup(leadSearchError);
    await search(' ab ');
    const hint = screen.getByRole('alert');
    expect(hint.textContent).toBe(SEARCH_TOO_SHORT);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(hint.id);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('takes the hint away once the text can be searched, and searches it', async () => {
    const { onSearch, box, search } = setup(leadSearchError);
    await search('ab');
    await userEvent.type(box, 'c');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box.hasAttribute('aria-invalid')).toBe(false);
    expect(box.hasAttribute('aria-describedby')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('abc');
  });

  it('reads a number typed with punctuation as its digits, as the server does', async () => {
    const { onSearch, search } = setup(leadSearchError);
    await search('5-0-7');
    expect(onSearch).toHaveBeenCalledWith('5-0-7');
    await search('(5) 0');
    expect(screen.getByRole('alert').textContent).toBe(SEARCH_TOO_SHORT);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('searches letters and digits of any script', async () => {
    const { onSearch, search } = setup(leadSearchError);
    await search('Peña');
    expect(onSearch).toHaveBeenLastCalledWith('Peña');
  });
});

describe('SearchBox without a check', () => {
  it('sends a short query as it is', async () => {
    const { onSearch, search } = setup();
    await search('ab');
    expect(onSearch).toHaveBeenCalledWith('ab');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
