import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, configure } from '@testing-library/react';
import { configure as configureStories } from 'storybook/test';
import { afterEach } from 'vitest';
import preview from '../../.storybook/preview';
import { unmountToaster } from '../../src/core/toaster-host';

setProjectAnnotations([a11yAnnotations, preview]);

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
