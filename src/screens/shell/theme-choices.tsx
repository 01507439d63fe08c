/**
 * The account menu's Theme group: Light, Dark or System as native radios (arrow keys move the choice,
 * the current one is checked), applied as soon as one is chosen.
 */
import { useId, useSyncExternalStore } from 'react';
import { onThemeChange, setThemeChoice, THEME_CHOICES, type ThemeChoice, themeChoice } from '../../lib/theme';

const LABELS: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };

export function ThemeChoices() {
  const name = useId();
  // The page or another element may switch the theme too: the checked radio follows it.
  const current = useSyncExternalStore(onThemeChange, themeChoice);
  return (
    <fieldset className="rl-menu__group">
      <legend className="rl-muted">Theme</legend>
      {THEME_CHOICES.map((choice) => (
        <label key={choice} className="rl-menu__choice">
          <input
            type="radio"
            name={name}
            value={choice}
            checked={current === choice}
            onChange={() => setThemeChoice(choice)}
          />
          {LABELS[choice]}
        </label>
      ))}
    </fieldset>
  );
}
