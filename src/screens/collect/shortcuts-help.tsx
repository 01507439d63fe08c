/** The `?` help: every Collect shortcut and what it presses. Loaded when first asked for. */
import { collectCatalog } from '../../locales/collect';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useT } from '../../ui/use-t';
import type { ShortcutKey } from './shortcuts';

/** Every key and what it presses (its words' ids); loaded with the help, not with the screen. */
const SHORTCUTS: readonly [ShortcutKey | '?', keyof typeof collectCatalog.en][] = [
  ['f', 'collect.fetch'],
  ['c', 'collect.shortcutCopyNumber'],
  ['a', 'collect.shortcutCopyAll'],
  ['1', 'collect.finish'],
  ['2', 'collect.invalidNumber'],
  ['3', 'collect.outcome.noAnswer'],
  ['4', 'collect.outcome.callback'],
  ['5', 'collect.outcome.notInterested'],
  ['6', 'collect.outcome.doNotContact'],
  ['7', 'collect.skip'],
  ['?', 'collect.shortcutHelp'],
];

export function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const t = useT(collectCatalog);
  return (
    <Dialog open title={t('collect.shortcutsTitle')} onClose={onClose}>
      <p className="rl-muted">{t('collect.shortcutsIntro')}</p>
      <dl className="rl-shortcuts">
        {SHORTCUTS.map(([key, what]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>
              <kbd>{key.toUpperCase()}</kbd>
            </dt>
            <dd>{t(what)}</dd>
          </div>
        ))}
      </dl>
      <div className="rl-actions">
        <Button variant="primary" onClick={onClose}>
          {t('collect.close')}
        </Button>
      </div>
    </Dialog>
  );
}
