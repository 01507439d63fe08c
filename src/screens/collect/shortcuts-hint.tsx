/** The shortcuts, told on the screen in one line; the `?` help lists them all. */

import { collectCatalog } from '../../locales/collect';
import { Button } from '../../ui/button';
import { useT } from '../../ui/use-t';

export function ShortcutsHint({ onHelp }: { onHelp: () => void }) {
  const t = useT(collectCatalog);
  return (
    <p className="rl-muted rl-shortcuts-hint">
      <span>
        {t('collect.keys')} <kbd>F</kbd> {t('collect.keyFetch')} <kbd>C</kbd> {t('collect.keyCopyNumber')}{' '}
        <kbd>A</kbd> {t('collect.keyCopyAll')} <kbd>1</kbd>–<kbd>7</kbd> {t('collect.keyEnd')}
      </span>
      <Button variant="ghost" className="rl-btn--small" aria-keyshortcuts="?" onClick={onHelp}>
        {t('collect.shortcuts')}
      </Button>
    </p>
  );
}
