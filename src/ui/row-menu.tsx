/**
 * A row's actions behind one button (docs/rules/screens.md, "Lists"), so a row stays one line high:
 * the WAI-ARIA menu button. Enter, Space or Arrow Down opens it on its first item, Arrow Up on its last;
 * the arrows, Home and End move between items, Escape or Tab closes it and the focus goes back to the
 * button.
 */
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { partsCatalog } from '../locales/parts';
import { useAnchoredPopover } from './use-anchored-popover';
import { useT } from './use-t';

export interface RowAction {
  label: string;
  onSelect: () => void;
}

interface RowMenuProps {
  /** Says whose row: "Actions for Pat Picker". */
  label: string;
  actions: readonly RowAction[];
}

const itemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

export function RowMenu({ label, actions }: RowMenuProps) {
  const menuId = useId();
  const t = useT(partsCatalog);
  const { anchor, popover, open, show, toggle, hide } = useAnchoredPopover();

  // Which item takes the focus when the menu opens: Arrow Up opens it on its last.
  const focusLast = useRef(false);
  useEffect(() => {
    if (!open) return;
    const items = itemsOf(popover.current);
    (focusLast.current ? items.at(-1) : items[0])?.focus();
    focusLast.current = false;
  }, [open, popover]);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    focusLast.current = event.key === 'ArrowUp';
    show();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const items = itemsOf(popover.current);
    const at = items.indexOf(event.target as HTMLElement);
    const moveTo = {
      ArrowDown: (at + 1) % items.length,
      ArrowUp: (at - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    }[event.key];
    if (moveTo !== undefined) {
      event.preventDefault();
      items[moveTo]?.focus();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      hide();
    }
  };

  return (
    <>
      <button
        ref={anchor}
        type="button"
        className="rl-btn rl-btn--small"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
        onKeyDown={onButtonKey}
      >
        {t('parts.actions')} <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <div
          ref={popover}
          id={menuId}
          popover="manual"
          role="menu"
          aria-label={label}
          className="rl-popover"
          onKeyDown={onMenuKey}
        >
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="rl-popover__item"
              onClick={() => {
                hide();
                action.onSelect();
              }}
            >
              {action.label}
            </button>
          ))}
        </div>
      ) : null}
    </>
  );
}
