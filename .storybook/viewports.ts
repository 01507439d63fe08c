/**
 * The two widths designers review (a 375 px phone, a 1440 px desktop) and `atViewport`, which turns a
 * story into the same story shown at one of them, so every element gets its Narrow and Wide stories
 * without copying their play functions.
 */
import { expect } from 'storybook/test';

export const VIEWPORTS = {
  narrow: { name: 'Phone 375', styles: { width: '375px', height: '740px' } },
  wide: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' } },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

interface HappyDomWindow {
  happyDOM?: { setViewport(viewport: { width: number; height: number }): void };
}

/**
 * The viewport addon only sizes Storybook's iframe; in the happy-dom test run the window is sized here
 * instead, so media queries (the shell's phone layout) match as they do in the browser.
 */
const sizeTestWindow = (viewport: ViewportName) => () => {
  const happyDOM = (window as unknown as HappyDomWindow).happyDOM;
  if (!happyDOM) return undefined;
  const before = { width: window.innerWidth, height: window.innerHeight };
  const { width, height } = VIEWPORTS[viewport].styles;
  happyDOM.setViewport({ width: Number.parseInt(width, 10), height: Number.parseInt(height, 10) });
  return () => happyDOM.setViewport(before);
};

/** A page wider than the viewport scrolls sideways: the layout broke (a browser measures; happy-dom reads 0). */
const expectNoSideScroll = async () => {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
};

type Hook = (...args: never[]) => unknown;

interface ViewportableStory {
  globals?: Record<string, unknown>;
  beforeEach?: Hook | Hook[];
  play?: (context: never) => Promise<void> | void;
}

/** `story` at the narrow or wide viewport: its state and assertions, plus no sideways scroll. */
export function atViewport<S extends ViewportableStory>(viewport: ViewportName, story: S): S {
  const { play } = story;
  const ownBeforeEach = story.beforeEach === undefined ? [] : [story.beforeEach].flat();
  return {
    ...story,
    globals: { ...story.globals, viewport: { value: viewport, isRotated: false } },
    beforeEach: [sizeTestWindow(viewport), ...ownBeforeEach],
    play: async (context: never) => {
      await play?.(context);
      await expectNoSideScroll();
    },
  };
}
