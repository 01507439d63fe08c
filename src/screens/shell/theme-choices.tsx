/**
 * The account menu's Theme group: Light, Dark or System as native radios (arrow keys move the choice,
 * the current one is checked), applied as soon as one is chosen.
 */
import { useId, useSyncExternalStore } from 'react';
import { onThemeChange, setThemeChoice, THEME_CHOICES, themeChoice } from '../../lib/theme';
import { shellCatalog } from '../../locales/shell';
import { useT } from '../../ui/use-t';

const LABEL_IDS = { light: 'menu.themeLight', dark: 'menu.themeDark', system: 'menu.themeSystem' } as const;

export function ThemeChoices() {
  const name = useId();
  const t = useT(shellCatalog);
  // The page or another element may switch the theme too: the checked radio follows it.
  const current = useSyncExternalStore(onThemeChange, themeChoice);
  return (
    <fieldset className="rl-menu__group">
      <legend className="rl-muted">{t('menu.theme')}</legend>
      {THEME_CHOICES.map((choice) => (
        <label key={choice} className="rl-menu__choice">
          <input
            type="radio"
            name={name}
            value={choice}
            checked={current === choice}
            onChange={() => setThemeChoice(choice)}
          />
          {t(LABEL_IDS[choice])}
        </label>
      ))}
    </fieldset>
  );
}
