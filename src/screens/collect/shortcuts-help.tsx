/** The `?` help: every Collect shortcut and what it presses. Loaded when first asked for. */
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import type { ShortcutKey } from './shortcuts';

/** Every key and what it presses; loaded with the help, not with the screen. */
const SHORTCUTS: readonly [ShortcutKey | '?', string][] = [
  ['f', 'Fetch Rental'],
  ['c', 'Copy the number'],
  ['a', 'Copy all the rental’s details'],
  ['1', 'Finish'],
  ['2', 'Invalid Number'],
  ['3', 'No Answer'],
  ['4', 'Call Back Later'],
  ['5', 'Not Interested'],
  ['6', 'Do Not Contact'],
  ['7', 'Skip'],
  ['?', 'Show these shortcuts'],
];

export function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open title="Keyboard shortcuts" onClose={onClose}>
      <p className="rl-muted">Press a key anywhere on this screen, outside a text field.</p>
      <dl className="rl-shortcuts">
        {SHORTCUTS.map(([key, what]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>
              <kbd>{key.toUpperCase()}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <div className="rl-actions">
        <Button variant="primary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
