/**
 * The search box of every list: trimmed, and an empty query warns instead of searching (docs/decisions.md#p57).
 * A list whose server refuses some queries (the lead lists' three letters or digits in a row) passes
 * `check`: such a query shows its reason under the box and is not sent, so the list stays as it was.
 */
import { type FormEvent, useId, useState } from 'react';
import { localize, searchQuery } from '../contract';
import { toastWarning } from '../core/toaster';
import { partsCatalog } from '../locales/parts';
import { Button } from './button';
import { useLanguage } from './language';
import { useT } from './use-t';

interface SearchBoxProps {
  placeholder: string;
  /** The input's accessible name ('Search', in the element's language, when absent). */
  label?: string;
  /** The active query ('' for none). */
  value: string;
  onSearch: (query: string) => void;
  /** Why the list cannot search a trimmed, non-empty query, or undefined when it can. */
  check?: (query: string) => string | undefined;
}

export function SearchBox({ placeholder, label, value, onSearch, check }: SearchBoxProps) {
  const t = useT(partsCatalog);
  const language = useLanguage();
  const [text, setText] = useState(value);
  const [hint, setHint] = useState<string | undefined>();
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = searchQuery(text);
    if ('error' in result) {
      setHint(undefined);
      toastWarning(localize(language, result.error));
      return;
    }
    const refused = check?.(result.query);
    setHint(refused);
    if (refused) return;
    setText(result.query);
    onSearch(result.query);
  };
  const edit = (next: string) => {
    setText(next);
    // A hint shown goes as soon as the text is searchable (or empty), not only on the next Search.
    if (hint) setHint(next.trim() ? check?.(next.trim()) : undefined);
  };
  const clear = () => {
    setText('');
    setHint(undefined);
    onSearch('');
  };
  return (
    <form className="rl-search" aria-label={t('parts.search')} onSubmit={submit}>
      <input
        className="rl-input"
        type="search"
        aria-label={label ?? t('parts.search')}
        aria-invalid={hint ? true : undefined}
        aria-describedby={hint ? hintId : undefined}
        placeholder={placeholder}
        value={text}
        onChange={(e) => edit(e.target.value)}
      />
      <Button type="submit" variant="primary">
        {t('parts.search')}
      </Button>
      {value ? <Button onClick={clear}>{t('parts.clear')}</Button> : null}
      {hint ? (
        <span id={hintId} className="rl-error rl-search__hint" role="alert">
          {localize(language, hint)}
        </span>
      ) : null}
    </form>
  );
}
