import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from '../../.storybook/preview';
import { unmountToaster } from '../../src/core/toaster-host';

setProjectAnnotations([a11yAnnotations, preview]);

afterEach(() => {
  cleanup();
  unmountToaster();
  localStorage.clear();
  document.body.replaceChildren();
});
