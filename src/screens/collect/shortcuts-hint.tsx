/** The shortcuts, told on the screen in one line; the `?` help lists them all. */
import { Button } from '../../ui/button';

export function ShortcutsHint({ onHelp }: { onHelp: () => void }) {
  return (
    <p className="rl-muted rl-shortcuts-hint">
      <span>
        Keys: <kbd>F</kbd> fetch, <kbd>C</kbd> copy the number, <kbd>A</kbd> copy all, <kbd>1</kbd>–
        <kbd>7</kbd> end the call.
      </span>
      <Button variant="ghost" className="rl-btn--small" aria-keyshortcuts="?" onClick={onHelp}>
        Keyboard shortcuts (?)
      </Button>
    </p>
  );
}
