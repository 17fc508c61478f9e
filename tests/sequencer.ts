import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The walks of every screen: the longest browser test files, though their files are a few lines each. */
const LONGEST = /\/tests\/e2e\/screens-[^/]+\.test\.ts$/;

/**
 * Vitest's order (largest file first, or longest first once a run has timed them), except that the screen walks
 * start first: started last, as their size would have them, they kept the run going long after the other files.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [
      ...sorted.filter((file) => LONGEST.test(file.moduleId)),
      ...sorted.filter((file) => !LONGEST.test(file.moduleId)),
    ];
  }
}
