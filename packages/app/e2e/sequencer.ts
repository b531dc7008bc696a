// The engine core sets first: a file of a few lines that runs for minutes, which Vitest's own
// order (the last run's durations, else file size: largest first) puts last on a fresh clone,
// where one worker then ran it alone for 90 s while the other had nothing left.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const isEngineSet = (file: TestSpecification) => /[/\\]engines-\w+\.e2e\.ts$/.test(file.moduleId);

export class EngineSetsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isEngineSet), ...sorted.filter((file) => !isEngineSet(file))];
  }
}
