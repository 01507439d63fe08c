/**
 * Collect's keys (docs/rules/claiming.md, "The Collect screen"): one key a control, no modifier. A
 * control takes its key with `data-key` (and tells assistive technology with `aria-keyshortcuts`);
 * a key presses its control when that control is on screen and enabled, so a shortcut can never do
 * what the screen would not let a mouse do.
 */
import { type RefObject, useEffect } from 'react';

/** The keys, in the order the `?` help lists them (shortcuts-help.tsx says what each presses). */
export type ShortcutKey = 'f' | 'c' | 'a' | '1' | '2' | '3' | '4' | '5' | '6' | '7';

/** The attributes that give a control its key. */
export const shortcut = (key: ShortcutKey) => ({ 'data-key': key, 'aria-keyshortcuts': key.toUpperCase() });

/** Keys typed into a field are text, not commands. */
function isTyping(target: EventTarget | undefined) {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Listens on the document, as focus may rest on the page itself (after a reload) or inside the
 * widget's shadow root; keys meant for another part of the page are left alone.
 */
export function useShortcuts(root: RefObject<HTMLElement | null>, active: boolean, onHelp: () => void) {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      const element = root.current;
      if (!element || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      const path = event.composedPath();
      const page = element.ownerDocument;
      const ours = path.includes(element) || path[0] === page.body || path[0] === page.documentElement;
      if (!ours || isTyping(path[0])) return;
      if (event.key === '?') {
        event.preventDefault();
        onHelp();
        return;
      }
      const key = event.key.toLowerCase();
      if (!/^[a-z0-9]$/.test(key)) return;
      const control = element.querySelector<HTMLButtonElement>(`[data-key="${key}"]`);
      if (!control || control.disabled) return;
      event.preventDefault();
      control.click();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [root, active, onHelp]);
}
