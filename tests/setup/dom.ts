import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { unmountToaster } from '../../src/core/toaster-host';
import { WAIT_FOR_MS } from './wait-for';

// Stories set their annotations themselves (.storybook/test-annotations.ts), so the other files skip loading them.
configure({ asyncUtilTimeout: WAIT_FOR_MS });

afterEach(() => {
  cleanup();
  unmountToaster();
  localStorage.clear();
  document.body.replaceChildren();
});
