import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, configure } from '@testing-library/react';
import { configure as configureStories } from 'storybook/test';
import { afterEach } from 'vitest';
import preview from '../../.storybook/preview';
import { unmountToaster } from '../../src/core/toaster-host';

/**
 * axe in happy-dom, which lays nothing out: the rules that measure the rendered page (colours against
 * their backgrounds, target sizes, scrolling regions) can only answer "incomplete" here, and the
 * accessibility tour runs them in Chromium on every route (tests/e2e/a11y.test.ts). A story fails on a
 * violation alone, so axe details no other result. Both cut the story files' time by 6 %.
 */
const MEASURED_RULES = ['color-contrast', 'link-in-text-block', 'target-size', 'scrollable-region-focusable'];
const a11yInHappyDom = {
  parameters: {
    a11y: {
      options: {
        resultTypes: ['violations'],
        rules: Object.fromEntries(MEASURED_RULES.map((id) => [id, { enabled: false }])),
      },
    },
  },
};

setProjectAnnotations([a11yAnnotations, preview, a11yInHappyDom]);

// A wait is for what a test asserts, not a deadline: on a machine busy with other work a story's first
// render can take seconds, and a waitFor that gave up at Testing Library's 1 s failed the test for it.
// The story tests' play functions wait through storybook/test's own copy of the library.
const WAIT_FOR_MS = 30_000;
configure({ asyncUtilTimeout: WAIT_FOR_MS });
configureStories({ asyncUtilTimeout: WAIT_FOR_MS });

afterEach(() => {
  cleanup();
  unmountToaster();
  localStorage.clear();
  document.body.replaceChildren();
});
