/**
 * A modal dialog on the native <dialog>: it renders inside the widget's shadow root (so its styles
 * apply), traps focus, closes on Escape and gives focus back to what opened it.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

interface DialogProps {
  open: boolean;
  title: string;
  /** A small heading above the title ("Confirm!" in docs/rules/people.md, "Screens"). */
  kicker?: string;
  /** Most of the viewport, for content to look at (an image) rather than a short form. */
  wide?: boolean;
  onClose: () => void;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * A modal <dialog> lets Tab leave the page for the browser's own controls after its last control;
 * the dialog pattern keeps Tab cycling inside it instead.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const dialog = event.currentTarget;
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = (dialog.getRootNode() as Document | ShadowRoot).activeElement;
  if (event.shiftKey ? active === first : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

export function Dialog({ open, title, kicker, wide, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = open
      ? ((dialog.getRootNode() as Document | ShadowRoot).activeElement as HTMLElement | null)
      : null;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={wide ? 'rl-dialog rl-dialog--wide' : 'rl-dialog'}
      aria-labelledby={titleId}
      part="dialog"
      onKeyDown={keepTabInside}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className="rl-dialog__body">
          {kicker ? <p className="rl-dialog__kicker">{kicker}</p> : null}
          <h2 id={titleId}>{title}</h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
