/** A report table in its scrolling frame, named by its visible caption. */
import { type ReactNode, useId } from 'react';

export function TableFrame({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    // A wide table scrolls inside its frame, so the frame takes focus for the keyboard to scroll it.
    <section
      className="rl-table-wrap rl-report-table"
      part="table"
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1)
      tabIndex={0}
    >
      <table className="rl-table">
        <caption id={captionId}>{caption}</caption>
        {children}
      </table>
    </section>
  );
}
