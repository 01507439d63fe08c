/**
 * Which of a table's columns a viewer shows and whether long text wraps (docs/rules/screens.md,
 * "Lists"): the table's defaults until the viewer chooses, then the choice, kept in this browser per
 * table. A column the viewer never chose follows the defaults, so a column added later shows as its
 * table meant it.
 */
import { useCallback, useState } from 'react';

export interface ColumnChoice {
  /** Column key → shown, for the columns the viewer chose. */
  chosen: Record<string, boolean>;
  /** Unset until the viewer chooses: the table's default. */
  wrapText?: boolean;
}

const EMPTY: ColumnChoice = { chosen: {} };
const keyOf = (tableId: string) => `rl-columns:${tableId}`;

function read(tableId: string): ColumnChoice {
  try {
    const saved = JSON.parse(localStorage.getItem(keyOf(tableId)) ?? 'null') as Partial<ColumnChoice> | null;
    if (!saved || typeof saved !== 'object') return EMPTY;
    const chosen = Object.fromEntries(
      Object.entries(saved.chosen ?? {}).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
    return typeof saved.wrapText === 'boolean' ? { chosen, wrapText: saved.wrapText } : { chosen };
  } catch {
    // Storage off (a private window, a sandboxed frame) or a value some other code wrote: the defaults.
    return EMPTY;
  }
}

function write(tableId: string, choice: ColumnChoice) {
  try {
    localStorage.setItem(keyOf(tableId), JSON.stringify(choice));
  } catch {
    // Storage off: the choice lasts as long as the page.
  }
}

export function useColumnChoice(tableId: string | undefined) {
  const [choice, setChoice] = useState<ColumnChoice>(() => (tableId ? read(tableId) : EMPTY));
  const update = useCallback(
    (next: ColumnChoice) => {
      setChoice(next);
      if (tableId) write(tableId, next);
    },
    [tableId],
  );
  return { choice, update };
}
