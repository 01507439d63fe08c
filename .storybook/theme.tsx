/**
 * The Theme toolbar: light or the dark theme (src/ui/styles/themes/dark.css), applied the way a page
 * applies it, with class `rl-theme-dark` on <html>, so the toasts (rendered at the end of <body>)
 * follow too. A story pins a theme with `globals: { theme: 'dark' }`.
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import '../src/ui/styles/themes/dark.css';
import './theme.css';

export const DARK_THEME_CLASS = 'rl-theme-dark';

export type Theme = 'light' | 'dark';

export const themeGlobalType: NonNullable<Preview['globalTypes']>[string] = {
  description: 'Widget theme',
  toolbar: {
    title: 'Theme',
    icon: 'mirror',
    items: [
      { value: 'light', title: 'Light', icon: 'sun' },
      { value: 'dark', title: 'Dark', icon: 'moon' },
    ],
    dynamicTitle: true,
  },
};

export const withTheme: Decorator = (Story, { globals }) => {
  document.documentElement.classList.toggle(DARK_THEME_CLASS, globals.theme === 'dark');
  return <Story />;
};

interface ThemeableStory {
  globals?: Record<string, unknown>;
  play?: (context: never) => Promise<void> | void;
}

/** `story` in the dark theme: its state and assertions, once the page carries the theme class. */
export function inDark<S extends ThemeableStory>(story: S): S {
  const { play } = story;
  return {
    ...story,
    globals: { ...story.globals, theme: 'dark' },
    play: async (context: never) => {
      await expect(document.documentElement).toHaveClass(DARK_THEME_CLASS);
      await play?.(context);
    },
  };
}
