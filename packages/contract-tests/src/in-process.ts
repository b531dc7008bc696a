// The kit's pieces the mock's own tests run in-process (its authorization matrix against the
// standalone mock). Workspace only: the packed kit exports only ./fixtures (publishConfig).
export { PERSONAS, missingRows } from './authorization/matrix.ts';
export { createContract, loadContract } from './contract.ts';
export { mockFixtures } from './fixtures.ts';
export { Run, StepFailed, type StepResult } from './run.ts';
export {
  MATRIX_SCENARIO,
  OBJECT_SCENARIO,
  authorizationScenarios,
  cellStep,
} from './scenarios/authorization.ts';
