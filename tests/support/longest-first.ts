/**
 * Vitest starts the files it holds no time for (a clean clone, CI) largest first. A few of the longest
 * files are small: the story files are four lines that import every story, and visual.test.ts is a
 * loop over every route. They came last, and one worker ran on alone for 35 s at the end of unit+dom
 * and for 140 s at the end of e2e (docs/benchmarks.md, "The suites' own time"). These go first, in
 * this order; the rest keep vitest's own (failed first, then longest by the last run, then largest).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONGEST = [
  'src/stories-rest.test.tsx',
  'src/stories-first.test.tsx',
  'server/src/services/uploads/sheet-reader.test.ts',
  'tests/types/host-types.test.ts',
  'tests/e2e/a11y.test.ts',
  'tests/e2e/visual.test.ts',
  'tests/e2e/language.test.ts',
];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => LONGEST.findIndex((path) => file.moduleId.endsWith(path));
    const longest = sorted.filter((file) => rank(file) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...longest, ...sorted.filter((file) => rank(file) < 0)];
  }
}
