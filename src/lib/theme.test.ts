// @vitest-environment happy-dom
/**
 * The theme choice (src/lib/theme.ts): kept across visits, applied as the dark class on <html>,
 * System following the system's scheme live, and listeners told of every change, whoever made it.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

/** A system whose colour scheme the test switches, as the OS settings would. */
class SystemScheme extends EventTarget {
  matches = false;
  readonly media = '(prefers-color-scheme: dark)';
  switchTo(scheme: 'light' | 'dark') {
    this.matches = scheme === 'dark';
    this.dispatchEvent(new Event('change'));
  }
}

let system: SystemScheme;
const html = () => document.documentElement;
const settle = () => new Promise((resolve) => setTimeout(resolve));

beforeEach(() => {
  // Each test loads the module afresh: no System followed from an earlier test.
  vi.resetModules();
  system = new SystemScheme();
  vi.stubGlobal('matchMedia', (query: string) => {
    if (query !== system.media) throw new Error(`unexpected media query ${query}`);
    return system;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  html().className = '';
  document.body.className = '';
});

it('keeps the choice for the next visit and applies it at once', async () => {
  const theme = await import('./theme');
  theme.setThemeChoice('dark');
  expect(html()).toHaveProperty('className', 'rl-theme-dark');
  expect(localStorage.getItem('rl-theme')).toBe('dark');

  theme.setThemeChoice('light');
  expect(html().classList.contains('rl-theme-dark')).toBe(false);

  // The next visit: a fresh page applies what was stored.
  localStorage.setItem('rl-theme', 'dark');
  vi.resetModules();
  const next = await import('./theme');
  expect(next.themeChoice()).toBe('dark');
  next.applyStoredTheme();
  expect(html().classList.contains('rl-theme-dark')).toBe(true);
});

it("leaves the page's own theme alone until the user chooses, and shows it as the choice", async () => {
  const theme = await import('./theme');
  html().classList.add('rl-theme-dark', 'intranet');
  theme.applyStoredTheme();
  expect(html().classList.contains('rl-theme-dark')).toBe(true);
  expect(theme.themeChoice()).toBe('dark');
  html().classList.remove('rl-theme-dark');
  expect(theme.themeChoice()).toBe('light');
  document.body.classList.add('rl-theme-dark');
  expect(theme.isDarkTheme()).toBe(true);
});

it('ignores a stored value that is no choice', async () => {
  localStorage.setItem('rl-theme', 'purple');
  const theme = await import('./theme');
  expect(theme.storedThemeChoice()).toBeNull();
  theme.applyStoredTheme();
  expect(html().className).toBe('');
  expect(theme.themeChoice()).toBe('light');
});

it("follows the system's scheme while System is chosen, and stops when another is", async () => {
  system.matches = true;
  const theme = await import('./theme');
  theme.setThemeChoice('system');
  expect(html().classList.contains('rl-theme-dark')).toBe(true);
  expect(theme.themeChoice()).toBe('system');

  system.switchTo('light');
  expect(html().classList.contains('rl-theme-dark')).toBe(false);
  system.switchTo('dark');
  expect(html().classList.contains('rl-theme-dark')).toBe(true);

  theme.setThemeChoice('light');
  system.switchTo('dark');
  expect(html().classList.contains('rl-theme-dark')).toBe(false);
});

it('follows the system from a stored System choice, and not once the storage is cleared', async () => {
  localStorage.setItem('rl-theme', 'system');
  const theme = await import('./theme');
  theme.applyStoredTheme();
  system.switchTo('dark');
  expect(html().classList.contains('rl-theme-dark')).toBe(true);

  localStorage.clear();
  html().classList.remove('rl-theme-dark');
  theme.applyStoredTheme();
  system.switchTo('light');
  system.switchTo('dark');
  expect(html().classList.contains('rl-theme-dark')).toBe(false);
});

it('tells listeners of a choice, a class switched by the page and a system change, until they unsubscribe', async () => {
  const theme = await import('./theme');
  const heard = vi.fn();
  const stop = theme.onThemeChange(heard);

  theme.setThemeChoice('system');
  expect(heard).toHaveBeenCalledTimes(1);

  heard.mockClear();
  system.switchTo('dark');
  await settle();
  // The system's change itself, then the class System put on <html>.
  expect(heard).toHaveBeenCalledTimes(2);

  heard.mockClear();
  document.body.classList.add('rl-theme-dark');
  await settle();
  expect(heard).toHaveBeenCalledTimes(1);

  heard.mockClear();
  stop();
  theme.setThemeChoice('light');
  system.switchTo('light');
  document.body.classList.remove('rl-theme-dark');
  await settle();
  expect(heard).not.toHaveBeenCalled();
});

it('still applies a choice where the page may not use storage', async () => {
  const theme = await import('./theme');
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
  theme.setThemeChoice('dark');
  expect(html().classList.contains('rl-theme-dark')).toBe(true);
});
