/** Every story src/stories-first.test.tsx leaves out, so that a new folder's stories are run too. */
import { testStories } from './story-tests';

testStories(
  import.meta.glob(['./**/*.stories.tsx', '!./screens/[a-c]*/**'], {
    eager: true,
  }),
);
