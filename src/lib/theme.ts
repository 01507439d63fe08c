/**
 * The page's theme: the user's choice of light, dark or the system's scheme, kept in localStorage and
 * applied as the dark theme's class on <html>, and one way to hear that the drawn colours may have
 * changed, whoever changed them.
 */

export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The class `/themes/dark.css` themes under (README "Theming"). */
export const DARK_THEME_CLASS = 'rl-theme-dark';

const STORAGE_KEY = 'rl-theme';
const DARK_SCHEME = '(prefers-color-scheme: dark)';

const isChoice = (value: unknown): value is ThemeChoice => THEME_CHOICES.includes(value as ThemeChoice);

const systemScheme = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME) : null;

/** Told of every choice made on this page, for listeners whose colours a class change may not reveal. */
const choiceListeners = new Set<() => void>();

/** The user's stored choice; null before any, or where the page may not use storage (a sandboxed frame). */
export function storedThemeChoice(): ThemeChoice | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isChoice(value) ? value : null;
  } catch {
    return null;
  }
}

/** Whether the dark theme's class is on <html> or <body>, where the page or this module put it. */
export function isDarkTheme(): boolean {
  return [document.documentElement, document.body].some((el) => el?.classList.contains(DARK_THEME_CLASS));
}

/** The choice to show as checked: the stored one, else what the page itself shows. */
export function themeChoice(): ThemeChoice {
  return storedThemeChoice() ?? (isDarkTheme() ? 'dark' : 'light');
}

/** The system's scheme this page follows while the choice is `system`; null otherwise. */
let followed: MediaQueryList | null = null;
const followSystem = () =>
  document.documentElement.classList.toggle(DARK_THEME_CLASS, Boolean(followed?.matches));

function apply(choice: ThemeChoice | null): void {
  followed?.removeEventListener('change', followSystem);
  followed = choice === 'system' ? systemScheme() : null;
  followed?.addEventListener('change', followSystem);
  if (choice === 'system') followSystem();
  else if (choice) document.documentElement.classList.toggle(DARK_THEME_CLASS, choice === 'dark');
}

/**
 * Applies the stored choice (the shell and the host page call it at start). Without one the page's own
 * theme stays: an embedding page that themes itself is left alone until its user chooses.
 */
export function applyStoredTheme(): void {
  apply(storedThemeChoice());
}

/** Keeps `choice` for the next visits and applies it at once. */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Storage refused (a sandboxed frame, a full quota): the choice still holds on this page.
  }
  apply(choice);
  for (const listener of choiceListeners) listener();
}

/**
 * Calls `listener` whenever the theme may have changed: the dark class put on or taken off <html> or
 * <body> (by this module or the page), the system's scheme changing, or a choice made. It may be
 * called when nothing visible changed, so a listener compares what it drew. Answers the unsubscribe.
 */
export function onThemeChange(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  for (const el of [document.documentElement, document.body]) {
    if (el) observer.observe(el, { attributes: true, attributeFilter: ['class'] });
  }
  const scheme = systemScheme();
  scheme?.addEventListener('change', listener);
  choiceListeners.add(listener);
  return () => {
    observer.disconnect();
    scheme?.removeEventListener('change', listener);
    choiceListeners.delete(listener);
  };
}
