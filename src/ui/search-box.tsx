/** The search box of every list: trimmed, and an empty query warns instead of searching (spec section 5). */
import { type FormEvent, useState } from 'react';
import { searchQuery } from '../contract';
import { toastWarning } from '../core/toaster';
import { Button } from './button';

interface SearchBoxProps {
  placeholder: string;
  /** The input's accessible name. */
  label?: string;
  /** The active query ('' for none). */
  value: string;
  onSearch: (query: string) => void;
}

export function SearchBox({ placeholder, label = 'Search', value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = searchQuery(text);
    if ('error' in result) {
      toastWarning(result.error);
      return;
    }
    setText(result.query);
    onSearch(result.query);
  };
  const clear = () => {
    setText('');
    onSearch('');
  };
  return (
    <form className="rl-search" aria-label="Search" onSubmit={submit}>
      <input
        className="rl-input"
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" variant="primary">
        Search
      </Button>
      {value ? <Button onClick={clear}>Clear</Button> : null}
    </form>
  );
}
