/** The stories of the screens from a to c (the split is by their run time; see src/story-tests.ts). */
import { testStories } from './story-tests';

testStories(import.meta.glob('./screens/[a-c]*/**/*.stories.tsx', { eager: true }));
