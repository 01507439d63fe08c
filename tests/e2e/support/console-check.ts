/**
 * Every e2e test fails on a console error or an uncaught page error that it did not provoke on purpose
 * (`TestPage.expected`): a React error, a failed chunk, a warning logged as an error. The browser's own line for
 * a 4xx answer passes, as tests ask for refusals and assert them themselves.
 */
import { afterEach, expect } from 'vitest';
import { unexpectedErrors } from './browser';

afterEach(() => {
  const errors = unexpectedErrors();
  // The errors in the message itself: a report shortens a long array to its length.
  expect(errors, `console errors in the browser: ${errors.join(' || ').slice(0, 600)}`).toEqual([]);
});
