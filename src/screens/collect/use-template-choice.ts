/**
 * The template a picker last chose (docs/rules/templates.md#d12.4), kept in this browser: the next rental opens on it.
 * A choice no longer in the list (deleted, another group's) falls back on the list's first.
 */
import { useState } from 'react';
import type { MessageTemplate } from '../../contract';

const KEY = 'rl-first-message-template';

function read(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    // Storage off (a private window, a sandboxed frame): the first template.
    return null;
  }
}

export function useTemplateChoice(templates: readonly MessageTemplate[]) {
  const [chosenId, setChosenId] = useState(read);
  const chosen = templates.find((t) => t._id === chosenId) ?? templates[0]!;
  const choose = (id: string) => {
    setChosenId(id);
    try {
      localStorage.setItem(KEY, id);
    } catch {
      // Storage off: the choice lasts as long as the page.
    }
  };
  return { chosen, choose };
}
