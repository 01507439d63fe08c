/**
 * Every story is a test: each one renders in happy-dom through the real preview annotations and runs
 * its play function, so the states designers review are the states the tests check.
 */
import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';

const storyFiles = import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx', { eager: true });

for (const [file, module] of Object.entries(storyFiles)) {
  describe(file, () => {
    const stories = composeStories(module as Parameters<typeof composeStories>[0]);
    for (const [name, Story] of Object.entries(stories) as [string, { run: () => Promise<void> }][]) {
      it(name, async () => {
        await Story.run();
      });
    }
  });
}
