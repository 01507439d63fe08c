/**
 * A panel or menu opened by a button and placed under it (src/ui/row-menu.tsx, the Columns button). It
 * is a manual popover, so it draws in the page's top layer and a menu in a table row is not cut off by
 * the table's scrolling wrap; its opening and closing are this hook's: a click elsewhere, Escape (the
 * focus goes back to the button), or the page scrolling or resizing under it close it. It is placed
 * against the button's right edge, above the button when the room below is too short.
 */
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

const GAP_PX = 4;

function place(anchor: HTMLElement, popover: HTMLElement) {
  const button = anchor.getBoundingClientRect();
  const { width, height } = popover.getBoundingClientRect();
  const left = Math.max(GAP_PX, Math.min(button.right - width, innerWidth - width - GAP_PX));
  const below = button.bottom + GAP_PX;
  const fitsAbove = button.top - height - GAP_PX > 0;
  const top = below + height > innerHeight && fitsAbove ? button.top - height - GAP_PX : below;
  popover.style.left = `${left}px`;
  popover.style.top = `${top}px`;
}

export interface AnchoredPopover {
  anchor: RefObject<HTMLButtonElement | null>;
  popover: RefObject<HTMLDivElement | null>;
  open: boolean;
  show: () => void;
  toggle: () => void;
  /** Closes it and gives the focus back to its button. */
  hide: () => void;
}

export function useAnchoredPopover(): AnchoredPopover {
  const anchor = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  const hide = useCallback(() => {
    setOpen(false);
    anchor.current?.focus();
  }, []);

  useLayoutEffect(() => {
    const element = popover.current;
    if (!open || !element) return;
    // Browsers without popovers draw it in place, fixed where `place` puts it.
    if (!element.matches(':popover-open')) element.showPopover?.();
    if (anchor.current) place(anchor.current, element);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const inside = (event: Event) => {
      const path = event.composedPath();
      return path.includes(popover.current as EventTarget) || path.includes(anchor.current as EventTarget);
    };
    const closeOutside = (event: Event) => {
      if (!inside(event)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    // Scrolling inside the popover itself is no reason to close it.
    addEventListener('pointerdown', closeOutside);
    addEventListener('keydown', onKey);
    addEventListener('scroll', closeOutside, { capture: true, passive: true });
    addEventListener('resize', closeOutside);
    return () => {
      removeEventListener('pointerdown', closeOutside);
      removeEventListener('keydown', onKey);
      removeEventListener('scroll', closeOutside, { capture: true });
      removeEventListener('resize', closeOutside);
    };
  }, [open, hide]);

  const show = useCallback(() => setOpen(true), []);
  const toggle = useCallback(() => setOpen((was) => !was), []);
  return { anchor, popover, open, show, toggle, hide };
}
