/**
 * How long a Testing Library wait gives what it waits for. A wait is for what a test asserts, not a
 * deadline: on a machine busy with other work a story's first render can take seconds, and a waitFor
 * that gave up at Testing Library's 1 s failed the test for it.
 */
export const WAIT_FOR_MS = 30_000;
