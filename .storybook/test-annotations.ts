/**
 * What a test that renders stories imports first (src/story-tests.ts and the screen tests that compose
 * stories): the project's preview annotations, with axe, as Storybook renders them. Only those files
 * load Storybook's preview and axe; the dom suite's other files start without them (docs/benchmarks.md,
 * "The suites' own time").
 */
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure as configureStories } from 'storybook/test';
import { WAIT_FOR_MS } from '../tests/setup/wait-for';
import preview from './preview';

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

// The play functions wait through storybook/test's own copy of Testing Library.
configureStories({ asyncUtilTimeout: WAIT_FOR_MS });
